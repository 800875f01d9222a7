import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@solar/shared/reference/limits';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadImage } from '../../../lib/upload-image.ts';
import { checkImageFiles } from '../utils/check-image-files.ts';
import { makeCover, moveImage } from '../utils/image-order.ts';

const Thumb = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** A picked file on its way: shown in the order it was picked, after the photos already uploaded. */
interface Upload {
  id: number;
  previewUrl: string;
  progress: number;
  /** Its stored URL once uploaded; it joins the photos when every file picked before it has too. */
  url?: string;
}

type ImagesUpdate = (current: readonly string[]) => string[];

interface ImagePickerProps {
  /** URLs of the photos already uploaded, in the order the listing shows them: the first is the cover. */
  images: readonly string[];
  /** Changes the photos (added, removed, reordered), from the form's current ones. */
  onChange: (update: ImagesUpdate) => void;
  /** True while a photo is on its way, so the form waits before submitting. */
  onBusyChange: (isBusy: boolean) => void;
  /** The schema's message about the photos, already translated. */
  error?: string;
}

/** Which control takes the focus once the list has been redrawn (a moved row loses it in the browser). */
type FocusTarget = { url: string; control: 'earlier' | 'later' } | { control: 'add' };

let nextUploadId = 1;

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, p: 0.75, borderRadius: 1.5, border: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;
const thumbSx = { position: 'relative', width: 64, height: 64, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' } as const;

/**
 * Up to 5 photos, first in the form: each file is checked (type, size, count) before it is sent, then
 * uploaded at once with its progress shown, so the draft can keep the stored URL across a reload. The
 * seller picks the cover and the order; files join the list in the order they were picked, whatever
 * order their uploads finish in.
 */
export function ImagePicker({ images, onChange, onBusyChange, error }: ImagePickerProps) {
  const { t } = useTranslation('selling');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const helpId = useId();
  const controllers = useRef(new Set<AbortController>());
  // A photo picked here keeps showing from the phone's own copy: its stored widths may still be in the
  // making (a worker makes them on a cluster) and need not be downloaded again.
  const localCopies = useRef(new Map<string, string>());

  useEffect(() => onBusyChange(uploads.length > 0), [uploads.length, onBusyChange]);
  // Closing the form cancels uploads still running and lets go of the local copies.
  useEffect(() => {
    const running = controllers.current;
    const copies = localCopies.current;
    return () => {
      running.forEach((controller) => controller.abort());
      copies.forEach((copy) => URL.revokeObjectURL(copy));
    };
  }, []);

  // Uploaded files join the photos in the order they were picked: a later file that finished first waits.
  useEffect(() => {
    const ready: Upload[] = [];
    for (const upload of uploads) {
      if (!upload.url) break;
      ready.push(upload);
    }
    if (ready.length === 0) return;
    const ids = new Set(ready.map((upload) => upload.id));
    setUploads((current) => current.filter((upload) => !ids.has(upload.id)));
    onChange((current) => [...current, ...ready.map((upload) => upload.url!)]);
    ready.forEach((upload) => localCopies.current.set(upload.url!, upload.previewUrl));
  }, [uploads, onChange]);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget.control === 'add') {
      addButtonRef.current?.focus();
      return;
    }
    const row = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-image-url]') ?? []).find((element) => element.dataset.imageUrl === focusTarget.url);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${focusTarget.control}"]:not(:disabled)`);
    // At either end its own arrow is disabled: the other one keeps the focus in the row.
    (wanted ?? row?.querySelector<HTMLButtonElement>('[data-control]:not(:disabled)'))?.focus();
  }, [focusTarget]);

  const startUpload = (file: File) => {
    const upload: Upload = { id: nextUploadId++, previewUrl: URL.createObjectURL(file), progress: 0 };
    const controller = new AbortController();
    controllers.current.add(controller);
    setUploads((current) => [...current, upload]);
    uploadImage(file, {
      onProgress: (fraction) => setUploads((current) => current.map((c) => (c.id === upload.id ? { ...c, progress: Math.floor(fraction * 100) } : c))),
      signal: controller.signal,
    })
      .then((response) => {
        controllers.current.delete(controller);
        setUploads((current) => current.map((c) => (c.id === upload.id ? { ...c, progress: 100, url: response.data.fileUrl } : c)));
      })
      .catch((reason: unknown) => {
        controllers.current.delete(controller);
        URL.revokeObjectURL(upload.previewUrl);
        setUploads((current) => current.filter((candidate) => candidate.id !== upload.id));
        if (controller.signal.aborted) return;
        const message = errorMessage(reason, 'selling:result.uploadFailed');
        setMessages((current) => [...current, t('form.uploadFailedFile', { name: file.name, message })]);
      });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be picked again after a failure.
    event.target.value = '';
    const { accepted, errors } = checkImageFiles(files, images.length + uploads.length);
    setMessages(errors.map(({ file, key }) => t('form.uploadFailedFile', { name: file.name, message: t(key) })));
    accepted.forEach(startUpload);
  };

  const handleMove = (url: string, from: number, to: number) => {
    onChange((current) => moveImage(current, from, to));
    setAnnouncement(t('form.imageMoved', { index: to + 1 }));
    setFocusTarget({ url, control: to < from ? 'earlier' : 'later' });
  };
  const handleMakeCover = (url: string, index: number) => {
    onChange((current) => makeCover(current, index));
    setAnnouncement(t('form.coverChosen'));
    setFocusTarget({ url, control: 'later' });
  };
  const handleRemove = (index: number) => {
    onChange((current) => current.filter((_, i) => i !== index));
    setAnnouncement(t('form.imageRemoved', { index: index + 1 }));
    setFocusTarget({ control: 'add' });
  };

  const count = images.length + uploads.length;
  const isFull = count >= LIMITS.maxImagesPerProduct;

  return (
    <Box>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('form.imagesHelp', { max: LIMITS.maxImagesPerProduct, count })}
        {images.length > 1 && ` ${t('form.coverHelp')}`}
      </Typography>
      {count > 0 && (
        <Box
          component="ul"
          ref={listRef}
          aria-label={t('form.imagesList')}
          sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {images.map((url, index) => {
            const isCover = index === 0;
            const label = t('form.imageAlt', { index: index + 1 });
            const labelId = `${helpId}-image-${index}`;
            return (
              <Box
                component="li"
                key={url}
                data-image-url={url}
                sx={{ ...rowSx, ...(isCover && { borderColor: 'secondary.main', borderWidth: 2, p: 0.625 }) }}
              >
                <Box sx={thumbSx}>
                  <Thumb src={localCopies.current.get(url) ?? url} alt={label} />
                </Box>
                <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', justifyItems: 'start', gap: 0.25 }}>
                  <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  {isCover ? (
                    <Chip icon={<StarIcon />} label={t('form.cover')} size="small" color="secondary" />
                  ) : (
                    <Button
                      size="small"
                      startIcon={<StarBorderIcon />}
                      onClick={() => handleMakeCover(url, index)}
                      aria-describedby={labelId}
                      sx={{ minHeight: 44, px: 1, mx: -1, whiteSpace: 'nowrap' }}
                    >
                      {t('form.makeCover')}
                    </Button>
                  )}
                </Box>
                <IconButton
                  data-control="earlier"
                  onClick={() => handleMove(url, index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('form.moveImageEarlier', { index: index + 1 })}
                  sx={{ width: 44, height: 44 }}
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  data-control="later"
                  onClick={() => handleMove(url, index, index + 1)}
                  disabled={index === images.length - 1}
                  aria-label={t('form.moveImageLater', { index: index + 1 })}
                  sx={{ width: 44, height: 44 }}
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton onClick={() => handleRemove(index)} aria-label={t('form.removeImage', { index: index + 1 })} sx={{ width: 44, height: 44 }}>
                  <CloseIcon />
                </IconButton>
              </Box>
            );
          })}
          {uploads.map((upload) => (
            <Box component="li" key={upload.id} sx={rowSx}>
              <Box sx={thumbSx}>
                <Thumb src={upload.previewUrl} alt="" sx={{ opacity: 0.5 }} />
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0, display: 'grid', gap: 0.75 }}>
                {/* Every byte sent is not the photo stored: the server still makes its sizes, a quarter of the
                    wait on a slow line, so the last step says so instead of a 100 % that sits still. */}
                <Typography variant="body2" color="text.secondary">
                  {upload.progress >= 100 && !upload.url ? t('form.processingPhoto') : t('form.uploading', { percent: upload.progress })}
                </Typography>
                {upload.progress >= 100 && !upload.url ? (
                  <LinearProgress aria-label={t('form.processingPhoto')} />
                ) : (
                  <LinearProgress variant="determinate" value={upload.progress} aria-label={t('form.uploading', { percent: upload.progress })} />
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {/* Hidden: the button below opens it, and is what keyboards and screen readers reach. */}
      <input ref={inputRef} type="file" accept="image/png,image/jpeg" multiple onChange={handleChange} hidden data-testid="image-input" />
      <Button
        ref={addButtonRef}
        variant={images.length === 0 ? 'contained' : 'outlined'}
        startIcon={<AddPhotoAlternateIcon />}
        disabled={isFull}
        onClick={() => inputRef.current?.click()}
        aria-describedby={helpId}
        sx={{ minHeight: 44 }}
      >
        {t('form.addImages')}
      </Button>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {(messages.length > 0 || error) && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error && <div>{error}</div>}
          {messages.map((message, index) => (
            <div key={index}>{message}</div>
          ))}
        </Alert>
      )}
    </Box>
  );
}
