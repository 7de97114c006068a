/**
 * @jest-environment jsdom
 */
import { render, screen } from "@testing-library/react";
import { EditorFooter } from "@/components/editor/editor-footer";
import { countText } from "@/lib/text/counts";

const TEXT = "One two three.\n\nFour five.";

describe("EditorFooter", () => {
  it("shows the counts made on the server for the text it opens with", () => {
    render(<EditorFooter content={TEXT} type="document" hasId serverCounts={{ content: TEXT, counts: countText(TEXT) }} />);
    expect(screen.getByTestId("editor-counts")).toHaveTextContent("26 characters · 5 words · 2 paragraphs");
  });

  it("counts the text itself when the server's counts are of another text (a draft kept in this browser)", () => {
    const server = "An older copy";
    render(<EditorFooter content={TEXT} type="document" hasId serverCounts={{ content: server, counts: countText(server) }} />);
    expect(screen.getByTestId("editor-counts")).toHaveTextContent("26 characters · 5 words · 2 paragraphs");
  });
});
