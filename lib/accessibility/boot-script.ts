// A tiny inline script for <head> that re-applies the last computed profile style before the
// first paint, so a reader who chose cream paper or large text never sees a white flash of
// small text while the app hydrates. It only copies what computeDocumentStyle produced
// (saved under STYLE_CACHE_KEY by the provider) and checks every name and value first.
import { STYLE_CACHE_KEY } from "@/lib/accessibility/profile";

export const PROFILE_BOOT_SCRIPT = `(function(){try{
var s=JSON.parse(localStorage.getItem(${JSON.stringify(STYLE_CACHE_KEY)})||"null");
if(!s||typeof s!=="object")return;var r=document.documentElement,k,v;
var vars=s.vars||{},attrs=s.attributes||{};
for(k in vars){v=vars[k];if(!/^--[a-z0-9-]+$/.test(k))continue;
if(v===null)r.style.removeProperty(k);else if(typeof v==="string"&&v.length<400&&!/[;{}<>]/.test(v))r.style.setProperty(k,v);}
for(k in attrs){v=attrs[k];if(/^[a-z0-9-]+$/.test(k)&&typeof v==="string"&&/^[a-z0-9 -]{0,80}$/.test(v))r.setAttribute("data-"+k,v);}
}catch(e){}})();`;
