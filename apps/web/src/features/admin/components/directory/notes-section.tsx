import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../components/ui/form/form-section.tsx';
import { FormTextField } from '../../../../components/ui/form/text-field.tsx';

/** The notes of an engineer or a shop: the public ones, and the admins' own, never shown to visitors. */
export function NotesSection() {
  const { t } = useTranslation('admin-directory');
  return (
    <FormSection variant="card" title={t('form.sections.notes')}>
      <FormTextField name="notes" label={t('form.fields.notes')} hint={t('form.fields.notesHint')} multiline minRows={2} slotProps={{ htmlInput: { dir: 'auto', maxLength: 2000 } }} />
      <FormTextField
        name="adminNotes"
        label={t('form.fields.adminNotes')}
        hint={t('form.fields.adminNotesHint')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { dir: 'auto', maxLength: 2000 } }}
      />
    </FormSection>
  );
}
