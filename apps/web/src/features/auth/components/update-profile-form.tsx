import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NameSchema } from '@solar/shared/contract/auth';
import type { User } from '@solar/shared/contract/auth';
import { LIMITS } from '@solar/shared/reference/limits';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInternationalPhone } from '@solar/shared/domain/phone-links';
import { toast } from '../../../lib/toast-store.ts';
import { getProfileQueryOptions } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import type { UpdateProfileInput } from '../api/update-profile.ts';
import { useUploadProfileImage } from '../api/upload-profile-image.ts';
import { useTextField } from '../hooks/use-text-field.ts';
import { updateSessionUser } from '../stores/session-store.ts';
import { FormFailure } from './form-failure.tsx';
import { UserAvatar } from './user-avatar.tsx';
import { formValidation } from '../../../lib/form-validation.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const ProfileFormSchema = z.object({ name: NameSchema });
type ProfileValues = z.input<typeof ProfileFormSchema>;

/** The client's checks of a chosen picture (the server checks the bytes again); a message key or null. */
export function checkProfileImage(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'auth:profile.invalidImage';
  if (file.size > LIMITS.maxImageBytes) return 'auth:profile.imageTooLarge';
  return null;
}

/** What a failed call says: the server's words for a request it refused, the fallback for the rest. */
function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.type === 'network' || (error.status !== undefined && error.status < 500)) return `${fallback} ${error.message}`;
  return fallback;
}

interface UpdateProfileFormProps {
  user: User;
  /** After a successful save (the spec goes back one screen). */
  onSaved: () => void;
}

/** Name and picture (phone read-only); Save is enabled only when one of them changed. */
export function UpdateProfileForm({ user, onSaved }: UpdateProfileFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadProfileImage();
  const update = useUpdateProfile();
  const ids = { pictureStatus: useId(), noChanges: useId(), phone: useId() };
  const [picture, setPicture] = useState<{ file: File; previewUrl: string } | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<ProfileValues>({ resolver: zodResolver(ProfileFormSchema), ...formValidation, defaultValues: { name: user.name } });
  const textField = useTextField(form);
  const name = form.watch('name');
  const isNameChanged = name.trim() !== user.name;
  const hasChanges = isNameChanged || picture !== null;
  const isSaving = upload.isPending || update.isPending;

  // The preview is a blob URL: give its memory back when it is replaced or the form goes.
  useEffect(() => (picture ? () => URL.revokeObjectURL(picture.previewUrl) : undefined), [picture]);

  const handlePictureChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change too.
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    const problem = checkProfileImage(file);
    if (problem) {
      setPictureError(t(problem));
      setPicture(null);
      return;
    }
    setPictureError(null);
    setPicture({ file, previewUrl: URL.createObjectURL(file) });
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const changes: UpdateProfileInput = {};
    if (values.name !== user.name) changes.name = values.name;
    if (picture) {
      try {
        const uploaded = await upload.mutateAsync(picture.file);
        if (!uploaded.data?.fileUrl) {
          setFailure(t('auth:profile.noImageUrl'));
          return;
        }
        changes.profileImageUrl = uploaded.data.fileUrl;
      } catch (error) {
        setFailure(failureText(error, t('auth:profile.uploadFailed')));
        return;
      }
    }
    try {
      const response = await update.mutateAsync(changes);
      updateSessionUser(response.data);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, response);
      toast.success(response.message || t('auth:messages.profileUpdated'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.errors.name) form.setError('name', { type: 'server', message: error.errors.name }, { shouldFocus: true });
      else setFailure(failureText(error, t('auth:profile.updateFailed')));
    }
  });

  const previewUser = { ...user, profileImageUrl: picture?.previewUrl ?? user.profileImageUrl };

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box component="legend" sx={visuallyHidden}>
          {t('auth:profile.picture')}
        </Box>
        <UserAvatar user={previewUser} size={88} />
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 0 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            disabled={isSaving}
            onClick={() => fileInput.current?.click()}
            aria-describedby={ids.pictureStatus}
          >
            {t('auth:profile.choosePicture')}
          </Button>
          {/* Out of sight and of the accessibility tree: the button above stands for it. */}
          <input ref={fileInput} type="file" accept={IMAGE_TYPES.join(',')} onChange={handlePictureChange} hidden />
          <Typography
            id={ids.pictureStatus}
            variant="body2"
            color={pictureError ? 'error' : 'text.secondary'}
            role={pictureError ? 'alert' : undefined}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {pictureError ?? (picture ? t('auth:profile.pictureSelected', { name: picture.file.name }) : t('auth:profile.pictureHint'))}
          </Typography>
        </Box>
      </Box>
      <TextField {...textField('name')} label={t('auth:profile.name')} autoComplete="name" required fullWidth />
      <TextField
        id={ids.phone}
        label={t('auth:profile.phone')}
        value={formatInternationalPhone(user.phone)}
        helperText={t('auth:profile.phoneLocked')}
        fullWidth
        slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
        sx={{ '& input': { textAlign: 'left', color: 'text.secondary' } }}
      />
      {failure && <FormFailure message={failure} />}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!hasChanges || isSaving}
          loading={isSaving}
          aria-describedby={hasChanges ? undefined : ids.noChanges}
        >
          {t('auth:profile.save')}
        </Button>
        {!hasChanges && (
          <Typography id={ids.noChanges} variant="body2" color="text.secondary" role="status" sx={{ textAlign: 'center' }}>
            {t('auth:profile.noChanges')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
