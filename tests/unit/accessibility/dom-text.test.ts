/**
 * @jest-environment jsdom
 */
import { collectText, domRangeFor } from "@/lib/accessibility/dom-text";
import { splitSentences } from "@/lib/text/sentences";

describe("collectText", () => {
  it("reads blocks as lines, skips hidden parts and maps ranges back to the page", () => {
    document.body.innerHTML = `<article id="doc"><h1>My title</h1><p>First <strong>bold</strong> words.<br>Next line.</p>
      <span aria-hidden="true">icon</span><button>Edit</button><p>Last one.</p></article>`;
    const map = collectText(document.getElementById("doc")!);
    expect(map.text.replace(/\s+\n/g, "\n")).toContain("My title\nFirst bold words.\nNext line.");
    expect(map.text).not.toContain("icon");
    expect(map.text).not.toContain("Edit");
    expect(splitSentences(map.text).map((s) => s.text)).toEqual(["My title", "First bold words.", "Next line.", "Last one."]);

    const start = map.text.indexOf("bold words");
    const range = domRangeFor(map, start, start + "bold words".length)!;
    expect(range.toString()).toBe("bold words");
  });

  it("returns null once the text has gone from the page", () => {
    document.body.innerHTML = `<p id="p">Hello there</p>`;
    const map = collectText(document.getElementById("p")!);
    document.body.innerHTML = "";
    expect(domRangeFor(map, 0, 5)).toBeNull();
  });
});
