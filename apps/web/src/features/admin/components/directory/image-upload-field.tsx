import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_DIRECTORY_IMAGES } from '@solar/shared/contract/admin-directory';
import { LIMITS } from '@solar/shared/reference/limits';
import { errorMessage } from '../../../../lib/api-client.ts';
import { uploadImage } from '../../../../lib/upload-image.ts';
import { fieldErrorText, firstError } from '../../../../components/ui/form/field-error.ts';
import { isolate } from '../../utils/directory-text.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const Picture = styled('img')({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

interface Upload {
  id: number;
  previewUrl: string;
}

interface ImageUploadFieldProps {
  /** A URL or null (`multiple` off), or a list of URLs. */
  name: string;
  label: string;
  multiple?: boolean;
  /** Told while pictures are on their way, so the form waits before saving. */
  onBusyChange: (name: string, isBusy: boolean) => void;
}

let nextUploadId = 1;

/**
 * One picture (a profile photo, a logo) or up to ten (a portfolio, a gallery): each file is checked,
 * uploaded at once and kept as the URL the upload answered; each picture can be previewed larger and
 * removed. A save sends the URLs, the ones the entry already had included.
 */
export function ImageUploadField({ name, label, multiple = false, onBusyChange }: ImageUploadFieldProps) {
  const { t } = useTranslation('admin-directory');
  const { field, fieldState } = useController({ name });
  const { getValues, setValue } = useFormContext();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Set<AbortController>());
  const ids = { help: useId(), preview: useId() };
  const max = multiple ? MAX_DIRECTORY_IMAGES : 1;

  const urlsOf = (value: unknown): string[] => (multiple ? ((value ?? []) as string[]) : value ? [value as string] : []);
  const urls = urlsOf(field.value);
  const write = (next: string[]) => setValue(name, multiple ? next : (next[0] ?? null), { shouldDirty: true, shouldValidate: true });

  useEffect(() => onBusyChange(name, uploads.length > 0), [name, uploads.length, onBusyChange]);
  // Leaving the form cancels the uploads still running.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const startUpload = (file: File) => {
    const upload = { id: nextUploadId++, previewUrl: URL.createObjectURL(file) };
    const controller = new AbortController();
    controllers.current.add(controller);
    setUploads((current) => [...current, upload]);
    const finish = () => {
      controllers.current.delete(controller);
      URL.revokeObjectURL(upload.previewUrl);
      setUploads((current) => current.filter((candidate) => candidate.id !== upload.id));
    };
    uploadImage(file, { signal: controller.signal })
      .then((response) => {
        finish();
        // Read now, not when the upload started: other pictures may have arrived or gone meanwhile.
        write(multiple ? [...urlsOf(getValues(name)), response.data.fileUrl] : [response.data.fileUrl]);
      })
      .catch((reason: unknown) => {
        finish();
        if (controller.signal.aborted) return;
        const message = errorMessage(reason, 'errors:UNEXPECTED');
        setMessages((current) => [...current, t('images.failedFile', { name: isolate(file.name), message })]);
      });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after a failure.
    event.target.value = '';
    const refused: string[] = [];
    // A single picture is replaced by the new one; a list grows up to its limit.
    let room = multiple ? max - urls.length - uploads.length : 1;
    for (const file of multiple ? files : files.slice(0, 1)) {
      const problem = !IMAGE_TYPES.includes(file.type)
        ? t('errors:IMAGE_TYPE_NOT_ALLOWED')
        : file.size > LIMITS.maxImageBytes
          ? t('errors:IMAGE_TOO_LARGE')
          : room <= 0
            ? t('images.tooMany', { max })
            : null;
      if (problem) refused.push(t('images.failedFile', { name: isolate(file.name), message: problem }));
      else {
        room -= 1;
        startUpload(file);
      }
    }
    setMessages(refused);
  };

  const handleRemove = (index: number) => {
    write(urls.filter((_, i) => i !== index));
    setMessages([]);
  };

  const isFull = multiple && urls.length + uploads.length >= max;
  const schemaError = fieldErrorText(t, firstError(fieldState.error));
  const previewUrl = previewIndex === null ? undefined : urls[previewIndex];
  const tileSx = { position: 'relative', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' } as const;

  return (
    <Box component="fieldset" aria-describedby={ids.help} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {label}
      </Typography>
      {(urls.length > 0 || uploads.length > 0) && (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            mb: 1.5,
            gridTemplateColumns: multiple ? 'repeat(auto-fill, minmax(96px, 1fr))' : '120px',
          }}
        >
          {urls.map((url, index) => (
            <Box key={url} sx={tileSx}>
              <ButtonBase
                onClick={() => setPreviewIndex(index)}
                aria-label={t('images.preview', { index: index + 1 })}
                aria-haspopup="dialog"
                sx={{ width: '100%', height: '100%' }}
              >
                <Picture src={url} alt="" loading="lazy" decoding="async" />
              </ButtonBase>
              <IconButton
                size="small"
                onClick={() => handleRemove(index)}
                aria-label={t('images.remove', { index: index + 1 })}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(0,0,0,0.6)', color: 'common.white', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {uploads.map((upload) => (
            <Box key={upload.id} sx={tileSx}>
              <Picture src={upload.previewUrl} alt="" sx={{ opacity: 0.5 }} />
              <LinearProgress aria-label={t('images.uploading')} sx={{ position: 'absolute', insetInline: 8, bottom: 8 }} />
            </Box>
          ))}
        </Box>
      )}
      {/* Hidden: the button below opens it, and is what keyboards and screen readers reach. */}
      <input ref={inputRef} type="file" accept={IMAGE_TYPES.join(',')} multiple={multiple} onChange={handleChange} hidden data-testid={`${name}-input`} />
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={isFull}
        onClick={() => inputRef.current?.click()}
        ref={field.ref}
        onBlur={field.onBlur}
      >
        {multiple ? t('images.add') : urls.length ? t('images.replace') : t('images.choose')}
      </Button>
      <Typography id={ids.help} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {multiple ? t('images.helpMany', { max: max, count: urls.length }) : t('images.helpOne')}
      </Typography>
      {(messages.length > 0 || schemaError) && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {schemaError && <div>{schemaError}</div>}
          {messages.map((message, index) => (
            <div key={index}>{message}</div>
          ))}
        </Alert>
      )}
      <Dialog open={previewUrl !== undefined} onClose={() => setPreviewIndex(null)} aria-labelledby={ids.preview} maxWidth="md" fullWidth>
        <DialogTitle id={ids.preview} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {t('images.previewTitle', { label, index: (previewIndex ?? 0) + 1 })}
          </Box>
          <IconButton onClick={() => setPreviewIndex(null)} aria-label={t('common:actions.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>{previewUrl && <Picture src={previewUrl} alt={t('images.previewAlt', { label, index: (previewIndex ?? 0) + 1 })} sx={{ height: 'auto', maxHeight: '75vh', objectFit: 'contain' }} />}</DialogContent>
      </Dialog>
    </Box>
  );
}
