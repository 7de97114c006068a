// The readable text of a page element with a map back to its text nodes, so a character range
// of what is being read aloud can be highlighted in the page (CSS Custom Highlight API).
// Block elements and <br> become line breaks, so headings and paragraphs split into sentences.

export type TextMap = { text: string; nodes: { node: Text; start: number; end: number }[] };

const BLOCKS = new Set([
  "ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DIV", "DL", "DT", "FIGCAPTION", "FIGURE", "FOOTER", "FORM",
  "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI", "MAIN", "NAV", "OL", "P", "PRE", "SECTION", "TABLE",
  "TD", "TH", "TR", "UL",
]);
const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TEXTAREA", "INPUT", "SELECT", "BUTTON"]);

export function collectText(root: Element): TextMap {
  const nodes: TextMap["nodes"] = [];
  let text = "";
  let lastBlock: Element | null = null;
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
    acceptNode(node) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        const el = node as Element;
        if (SKIP.has(el.tagName) || el.getAttribute("aria-hidden") === "true" || el.hasAttribute("hidden")) {
          return NodeFilter.FILTER_REJECT;
        }
        return el.tagName === "BR" ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      text += "\n";
      continue;
    }
    const value = node.nodeValue ?? "";
    if (!value) continue;
    const block = closestBlock(node.parentElement, root);
    if (text && block !== lastBlock && !text.endsWith("\n")) text += "\n";
    lastBlock = block;
    nodes.push({ node: node as Text, start: text.length, end: text.length + value.length });
    text += value;
  }
  return { text, nodes };
}

function closestBlock(el: Element | null, root: Element): Element {
  for (let e = el; e && e !== root; e = e.parentElement) if (BLOCKS.has(e.tagName)) return e;
  return root;
}

/** A DOM Range for [start, end) of the collected text; null if the nodes are gone. */
export function domRangeFor(map: TextMap, start: number, end: number): Range | null {
  const first = map.nodes.find((n) => start < n.end) ?? null;
  const last = [...map.nodes].reverse().find((n) => end > n.start) ?? null;
  if (!first || !last || !first.node.isConnected || !last.node.isConnected) return null;
  const range = first.node.ownerDocument.createRange();
  range.setStart(first.node, Math.max(0, start - first.start));
  range.setEnd(last.node, Math.min(last.node.length, end - last.start));
  return range;
}
