// Every screen is drawn by the server and on screen before its scripts have run; on a slow phone
// that is seconds. A press on a button then reaches no handler: "Business" on /brainstorm gave no
// prompt, the accessibility button opened nothing. Typing is kept by the fields themselves
// (use-typed-before-hydration.ts) and a form's submit by React (a function `action`: see
// use-submit-before-hydration.ts); this small script, put in <head> by the root layout, does the
// same for presses. Until React listens to the page, it notes each button pressed (once, however
// often; of buttons side by side, the last) that is not a form's submit; once the page is live (the
// provider marks <html data-hydrated>), it presses each again, in order, as the person did. From
// the moment React listens to the page, it takes presses itself (it hydrates the part pressed
// first, then runs it), and a press then drops the noted ones: it is the newer choice.

/** The inline script (no imports, no JS bundle: a few hundred bytes of the page's HTML). */
export const PRESS_RECORDER_SCRIPT =
  "(function(){var d=document,q=[];" +
  // y: React's mark on an element (__reactProps$: made live; __reactContainer$: React listens there)
  "function y(o,p){return Object.keys(o).some(function(k){return k.indexOf(p)==0})}" +
  'function c(e){var b=e.target.closest&&e.target.closest("button"),n=b;' +
  // a press React takes itself (it listens, the page is becoming live) is the person's latest
  // choice: the earlier ones are not made again after it
  'for(;n;n=n.parentNode)if(y(n,"__reactContainer$")){q=[];return}' +
  // a submit button's form is sent by the browser, or held and sent by React; of the buttons side
  // by side (the categories, a group of choices) only the last pressed counts
  'if(b&&!b.disabled&&(b.type=="button"||!b.form)&&!y(b,"__reactProps$"))' +
  "q=q.filter(function(o){return o.parentNode!=b.parentNode}).concat(b)}" +
  'd.addEventListener("click",c,true);' +
  // one press at a time, in order: a button gone, disabled or behind a dialog opened since (modal, or
  // the rest of the page hidden as Radix does) is left;
  // one whose part of the page is not live yet is pressed when it is
  'function r(n){var b=q[0],g=d.querySelector("[aria-modal=true],dialog[open]");if(!b)return;' +
  'if(!b.isConnected||b.disabled||g&&!g.contains(b)||b.closest("[aria-hidden=true],[inert]"))q.shift();else if(y(b,"__reactProps$")){q.shift();b.click()}' +
  "n&&setTimeout(r,50,n-1)}" +
  'new MutationObserver(function(m,o){o.disconnect();d.removeEventListener("click",c,true);setTimeout(r,0,200)})' +
  '.observe(d.documentElement,{attributes:true,attributeFilter:["data-hydrated"]})})();';
