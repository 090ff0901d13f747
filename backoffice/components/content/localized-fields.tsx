'use client';
import { useTranslations } from 'next-intl';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';

type LanguageErrors = { th?: FieldError; en?: FieldError; root?: FieldError } | undefined;

/**
 * One text in Thai and in English (the portal's two main languages): Thai optional (its readers then
 * read the English), English required. Each field's problem shows under it, in the screen's words.
 */
export function LocalizedFields<F extends FieldValues>({
  form,
  name,
  idPrefix,
  label,
  hint,
  errors,
  fieldText,
  multiline = false,
}: {
  form: UseFormReturn<F>;
  name: string;
  idPrefix: string;
  label: string;
  hint: string;
  errors: LanguageErrors;
  fieldText: (message: string | undefined) => string;
  multiline?: boolean;
}) {
  const t = useTranslations('contentNotices');
  return (
    <>
      {(['th', 'en'] as const).map((language) => {
        const id = `${idPrefix}-${language}`;
        const problem = language === 'en' ? (errors?.en ?? errors?.root) : errors?.th;
        const field = form.register(`${name}.${language}` as Path<F>);
        const shared = { id, lang: language, 'aria-invalid': problem ? true : undefined, 'aria-describedby': `${id}-hint`, ...field };
        return (
          <div className="field" key={language}>
            <label htmlFor={id}>{t(language === 'th' ? 'inThai' : 'inEnglish', { field: label })}</label>
            {multiline ? <textarea rows={4} {...shared} /> : <input {...shared} />}
            <p id={`${id}-hint`} className={problem ? 'field-error' : 'hint'}>
              {problem ? fieldText(problem.message) : language === 'th' ? t('thaiHint') : hint}
            </p>
          </div>
        );
      })}
    </>
  );
}
