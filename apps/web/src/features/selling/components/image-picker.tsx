import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@solar/shared/reference/limits';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadImage } from '../api/upload-image.ts';
import { checkImageFiles } from '../utils/check-image-files.ts';

const Thumb = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

interface Upload {
  id: number;
  previewUrl: string;
  progress: number;
}

interface ImagePickerProps {
  /** URLs of the photos already uploaded. */
  images: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  /** True while a photo is on its way, so the form waits before submitting. */
  onBusyChange: (isBusy: boolean) => void;
  /** The schema's message about the photos, already translated. */
  error?: string;
}

let nextUploadId = 1;

/**
 * Up to 5 photos: each file is checked (type, size, count) before it is sent, then uploaded at once with
 * its progress shown, so the draft can keep the stored URL across a reload.
 */
export function ImagePicker({ images, onAdd, onRemove, onBusyChange, error }: ImagePickerProps) {
  const { t } = useTranslation('selling');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const controllers = useRef(new Set<AbortController>());

  useEffect(() => onBusyChange(uploads.length > 0), [uploads.length, onBusyChange]);
  // Closing the form cancels uploads still running.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const startUpload = (file: File) => {
    const upload: Upload = { id: nextUploadId++, previewUrl: URL.createObjectURL(file), progress: 0 };
    const controller = new AbortController();
    controllers.current.add(controller);
    setUploads((current) => [...current, upload]);
    const finish = () => {
      controllers.current.delete(controller);
      URL.revokeObjectURL(upload.previewUrl);
      setUploads((current) => current.filter((candidate) => candidate.id !== upload.id));
    };
    uploadImage(
      file,
      (fraction) => setUploads((current) => current.map((c) => (c.id === upload.id ? { ...c, progress: Math.round(fraction * 100) } : c))),
      controller.signal,
    )
      .then((response) => {
        finish();
        onAdd(response.data.fileUrl);
      })
      .catch((reason: unknown) => {
        finish();
        if (controller.signal.aborted) return;
        const message = reason instanceof ApiError ? reason.message : t('result.uploadFailed');
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

  const count = images.length + uploads.length;
  const isFull = count >= LIMITS.maxImagesPerProduct;

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1, mb: 1.5 }}>
        {images.map((url, index) => (
          <Box key={url} sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
            <Thumb src={url} alt={t('form.imageAlt', { index: index + 1 })} />
            <IconButton
              size="small"
              onClick={() => onRemove(index)}
              aria-label={t('form.removeImage', { index: index + 1 })}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(0,0,0,0.6)', color: 'common.white', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {uploads.map((upload) => (
          <Box key={upload.id} sx={{ position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}>
            <Thumb src={upload.previewUrl} alt="" sx={{ opacity: 0.5 }} />
            <LinearProgress
              variant="determinate"
              value={upload.progress}
              aria-label={t('form.uploading', { percent: upload.progress })}
              sx={{ position: 'absolute', insetInline: 8, bottom: 8 }}
            />
          </Box>
        ))}
      </Box>
      {/* Hidden: the button below opens it, and is what keyboards and screen readers reach. */}
      <input ref={inputRef} type="file" accept="image/png,image/jpeg" multiple onChange={handleChange} hidden data-testid="image-input" />
      <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={isFull} onClick={() => inputRef.current?.click()} aria-describedby={helpId}>
        {t('form.addImages')}
      </Button>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('form.imagesHelp', { max: LIMITS.maxImagesPerProduct, count })}
      </Typography>
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
