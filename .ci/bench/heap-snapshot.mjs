// What a V8 heap snapshot holds, by kind (issue 47 item 4). `Runtime.getHeapUsage` counts V8's compiled code with the
// page's objects: a page whose functions run again and again gets them compiled to faster tiers (bytecode, then
// optimised machine code), which grows that figure for several rounds without anything being kept alive. A leak is
// objects kept: the budget reads the heap without the compiled code, and the code is printed beside it.
import fs from 'node:fs';
import nodePath from 'node:path';

/** Writes the page's heap snapshot (CDP HeapProfiler, streamed in chunks) to `file`. */
export async function writeHeapSnapshot(cdp, file) {
  fs.mkdirSync(nodePath.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file);
  const onChunk = ({ chunk }) => out.write(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
    await new Promise((resolve) => out.end(resolve));
  }
}

/**
 * The snapshot's sizes in KB: `code` (V8's compiled code and its metadata: node type "code"), `native` (the browser's
 * own objects: DOM, styles) and `objects` (everything the page's scripts allocate: objects, closures, arrays, strings).
 */
export function heapParts(snapshot) {
  const { node_fields: fields, node_types: nodeTypes } = snapshot.snapshot.meta;
  const typeNames = nodeTypes[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const bytes = { code: 0, native: 0, objects: 0 };
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = typeNames[snapshot.nodes[i + typeAt]];
    const part = type === 'code' || type === 'native' ? type : 'objects';
    bytes[part] += snapshot.nodes[i + sizeAt];
  }
  const kb = (n) => Math.round(n / 1024);
  return { code: kb(bytes.code), native: kb(bytes.native), objects: kb(bytes.objects) };
}

export function heapPartsOfFile(file) {
  return heapParts(JSON.parse(fs.readFileSync(file, 'utf8')));
}
