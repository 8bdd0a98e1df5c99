/**
 * Runs in a fresh worker thread for nativePush.test.ts: whether Array.prototype.push is still
 * the thread's own after loading pdf.js alone, or the PDF text worker module.
 */
const push = Array.prototype.push;

export function pushAfterLoading({ module }: { module: 'pdfjs' | 'textWorker' }): { native: boolean; pushes: number[] } {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(module === 'pdfjs' ? '../../../../server/convert/pdf/pdfjs' : '../../../../server/convert/pdf/textWorker');
  const pushes: number[] = [];
  pushes.push(1, 2);
  pushes.push(3);
  return { native: Array.prototype.push === push, pushes };
}
