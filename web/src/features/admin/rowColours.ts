// Spec 3 §2.6 and §8: profile rows light green for an administrator, grey otherwise, #ff8080 when loading failed.
export const LOAD_FAILED_BG = '#ff8080';

export function profileRowBg(administer: boolean): string {
  return administer ? 'green.100' : 'gray.100';
}
