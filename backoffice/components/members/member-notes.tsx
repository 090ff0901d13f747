'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { noteBody, type MemberOverview } from '@/contract/member-admin';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import { FormSubmit } from '../ui/form-submit';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

// Tags are typed comma-separated; each must be what the platform accepts (contract/member-admin.ts).
const noteForm = z.object({
  text: noteBody.shape.text,
  tags: z.string().max(300).refine((text) => noteBody.shape.tags.safeParse(tagsOf(text)).success, 'tag_invalid'),
});
type NoteForm = z.infer<typeof noteForm>;

/** Staff notes and tags on the member, newest first; members:edit adds one. */
export function MemberNotes({ member, onDone }: { member: MemberOverview; onDone: (text: string) => Promise<void> }) {
  const t = useTranslations('members.notes');
  const format = useFormatter();
  const can = useCan();
  const fieldText = useScopedFieldText('members');
  const errorText = useScopedErrorText('members');
  const [error, setError] = useState<unknown>(null);
  const form = useForm<NoteForm>({ resolver: zodResolver(noteForm), defaultValues: { text: '', tags: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api(`/api/members/${encodeURIComponent(member.profile.account)}/notes`, { method: 'POST', body: { text: values.text, tags: tagsOf(values.tags) } });
      form.reset();
      await onDone(t('added'));
    } catch (failure) {
      setError(failure);
    }
  });
  const tags = [...new Set(member.notes.flatMap((note) => note.tags))];
  return (
    <section id="member-notes" aria-labelledby="member-notes-title" className="panel">
      <h2 id="member-notes-title">{t('title')}</h2>
      {tags.length > 0 ? (
        <p className="badges" aria-label={t('tags')}>
          {tags.map((tag) => (
            <span key={tag} className="badge">
              {tag}
            </span>
          ))}
        </p>
      ) : null}
      {member.notes.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="plain-list notes">
          {member.notes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <p className="hint">
                {note.author} · <time dateTime={note.createdAt}>{format.dateTime(new Date(note.createdAt), { dateStyle: 'short', timeStyle: 'short' })}</time>
                {note.tags.length > 0 ? ` · ${note.tags.join(', ')}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {can('members:edit') ? (
        <form onSubmit={submit} noValidate aria-labelledby="member-note-title" className="note-form">
          <h3 id="member-note-title">{t('addTitle')}</h3>
          <div className="field">
            <label htmlFor="member-note-text">{t('text')}</label>
            <textarea id="member-note-text" rows={2} aria-invalid={errors.text ? true : undefined} aria-describedby="member-note-text-hint" {...form.register('text')} />
            <p id="member-note-text-hint" className={errors.text ? 'field-error' : 'hint'}>
              {errors.text ? fieldText(errors.text.message) : ''}
            </p>
          </div>
          <div className="field">
            <label htmlFor="member-note-tags">{t('tags')}</label>
            <input id="member-note-tags" aria-invalid={errors.tags ? true : undefined} aria-describedby="member-note-tags-hint" {...form.register('tags')} />
            <p id="member-note-tags-hint" className={errors.tags ? 'field-error' : 'hint'}>
              {errors.tags ? fieldText(errors.tags.message) : t('tagsHint')}
            </p>
          </div>
          <FormSubmit error={error ? errorText(error) : null} label={t('add')} busy={isSubmitting} />
        </form>
      ) : null}
    </section>
  );
}
