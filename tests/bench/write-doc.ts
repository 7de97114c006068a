// `npm run bench:doc`: writes the last full run's table at the end of docs/bench.md again from
// docs/bench-results.json (after editing the page's prose, or a results file by hand never).
import { writeBenchDoc } from "./support/bench-doc";

writeBenchDoc();
console.log("docs/bench.md written from docs/bench-results.json");
