// Boxes that start below the first screen on a phone (the documents list's rows, the dashboard's
// lower cards and lists): until the page is first idle, the browser styles and lays out what is
// inside them only when they come near the screen (CSS content-visibility: auto), so the page's
// first style and layout are of what can be seen (on the documents list, half of that work). Then
// DrawAllWhenIdle (draw-all-when-idle.tsx, on the same page) has every box drawn, in a short task
// of its own, so the scroll bar, printing and a full-page screenshot are as before. Everything
// stays in the page throughout: the accessibility tree, find in page, Tab and a script's
// measurements reach it. Until a box has been drawn, its height is the estimate given beside this
// class. The box clips what is drawn outside its padding (paint containment): use it only on a box
// whose padding holds its contents' focus rings and shadows.
export const DRAWN_NEAR_SCREEN = "[content-visibility:auto] in-data-[all-drawn]:[content-visibility:visible]";
