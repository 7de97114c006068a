// Every screen is drawn by the server and on screen before its scripts have run; on a slow phone
// that is seconds. A press on a button then reaches no handler: "Business" on /brainstorm gave no
// prompt, the accessibility button opened nothing. Typing is kept by the fields themselves
// (use-typed-before-hydration.ts) and a form's submit by React (a function `action`: see
// use-submit-before-hydration.ts); this small script, put in <head> by the root layout, does the
// same for presses. Until React listens to the page, it notes each button pressed (once, however
// often) that is not a form's submit; once the page is live (the provider marks <html
// data-hydrated>), it presses each again, as the person did: a button gone or disabled by then is
// left, one whose part of the page is not live yet is pressed when it is. From the moment React
// listens to the page, it takes presses itself (it hydrates the part pressed first, then runs it).

/** The inline script (no imports, no JS bundle: a few hundred bytes of the page's HTML). */
export const PRESS_RECORDER_SCRIPT =
  "(function(){var d=document,q=[];" +
  // y: React's mark on an element (__reactProps$: made live; __reactContainer$: React listens there)
  "function y(o,p){return Object.keys(o).some(function(k){return k.indexOf(p)==0})}" +
  'function c(e){var b=e.target.closest&&e.target.closest("button"),n=b;' +
  'for(;n;n=n.parentNode)if(y(n,"__reactContainer$"))return;' +
  // a submit button's form is sent by the browser, or held and sent by React
  'if(b&&!b.disabled&&(b.type=="button"||!b.form)&&!y(b,"__reactProps$")&&q.indexOf(b)<0)q.push(b)}' +
  'd.addEventListener("click",c,true);' +
  'function r(n){q=q.filter(function(b){if(!b.isConnected)return 0;if(!y(b,"__reactProps$"))return 1;' +
  "b.disabled||b.click()});q.length&&n&&setTimeout(r,100,n-1)}" +
  'new MutationObserver(function(m,o){o.disconnect();d.removeEventListener("click",c,true);setTimeout(r,0,100)})' +
  '.observe(d.documentElement,{attributes:true,attributeFilter:["data-hydrated"]})})();';
