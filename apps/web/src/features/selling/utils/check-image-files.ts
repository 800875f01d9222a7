import { LIMITS } from '@solar/shared/reference/limits';

const ALLOWED_TYPES = ['image/png', 'image/jpeg', 'image/jpg'];

/** The files that may be uploaded, and the message keys of those refused (docs/product-brief.md §5). */
export function checkImageFiles(files: readonly File[], alreadyChosen: number): { accepted: File[]; errors: { file: File; key: string }[] } {
  const accepted: File[] = [];
  const errors: { file: File; key: string }[] = [];
  for (const file of files) {
    if (!ALLOWED_TYPES.includes(file.type)) errors.push({ file, key: 'selling:errors.imageInvalidType' });
    else if (file.size > LIMITS.maxImageBytes) errors.push({ file, key: 'selling:errors.imageTooLarge' });
    else if (alreadyChosen + accepted.length >= LIMITS.maxImagesPerProduct) errors.push({ file, key: 'selling:errors.tooManyImages' });
    else accepted.push(file);
  }
  return { accepted, errors };
}
