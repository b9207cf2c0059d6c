// Clicks made before the page is interactive, kept and replayed. A server-rendered page is on
// screen before React has hydrated it (its scripts come after the first paint, and a lazy
// part of the page hydrates later still); React 18 drops a click on a button it has not
// hydrated yet, so the visitor's "open" or "choose" would silently do nothing. Links and
// forms work without scripts and are left to the browser. The script is inlined in the head
// of every server-rendered page (a few hundred bytes, no request) and allowed by its hash.
import { inlineHash } from './inlineStyles.ts';

/**
 * Runs before the page's markup is parsed. A click on a control inside #root that React has
 * not hydrated (its element carries no `__reactProps$…` key yet) is stopped and remembered;
 * every 50 ms the kept controls that React has since hydrated are clicked again, in order,
 * through React's own handlers. A control that left the page is forgotten; after 15 s the
 * rest are dropped (the page failed to start: clicking later would surprise).
 */
export const EARLY_CLICKS_SCRIPT = `(function(){
var kept=[],timer=0,since=0,CONTROLS='button,[role=button],[role=tab],[role=menuitem],[role=option],[role=switch],summary';
function live(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps$')===0;});}
function replay(){
kept=kept.filter(function(el){return el.isConnected;});
while(kept.length&&live(kept[0]))kept.shift().click();
if(kept.length&&Date.now()-since<15000)timer=setTimeout(replay,50);else{kept=[];timer=0;}
}
document.addEventListener('click',function(event){
var target=event.target,el=target&&target.closest?target.closest(CONTROLS):null;
if(!el||!el.closest('#root')||live(el))return;
event.preventDefault();event.stopImmediatePropagation();
if(kept.indexOf(el)<0)kept.push(el);
if(!timer){since=Date.now();timer=setTimeout(replay,50);}
},true);
})();`;

/** The Content-Security-Policy source that allows exactly this inline script. */
export const EARLY_CLICKS_SCRIPT_HASH = inlineHash(EARLY_CLICKS_SCRIPT);

export const earlyClicksElement = (): string => `<script>${EARLY_CLICKS_SCRIPT}</script>`;
