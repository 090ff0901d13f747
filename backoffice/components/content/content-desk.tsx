'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import useSWR from 'swr';
import type { z } from 'zod';
import { api } from '@bo/lib/client/api';
import { useCan } from '../layout/staff-provider';
import type { Column } from '../ui/data-table';
import { useScopedErrorText, useScopedFieldText } from '../ui/scoped-text';

/** A content item the desk lists: shown or hidden, with a title in Thai and English. */
export interface ContentItem {
  id: number;
  title: Record<string, string>;
  enabled: boolean;
}

type DeskNamespace = 'content' | 'contentNotices';
/** The namespace's translator where a key is chosen at run time (the desk's own keys, present in both). */
type KeyText = (key: string, values?: Record<string, string>) => string;

interface DeskOptions<Form extends FieldValues, N extends DeskNamespace> {
  /** The back office's route of the list (GET) and of a new item (POST). */
  path: string;
  /** The messages' namespace. */
  namespace: N;
  /** The contract's schema: the form checks what the platform will. */
  schema: z.ZodType;
  empty: Form;
  /** The message said once an item is published (`{title}`: its English title). */
  createdMessage: string;
  /** What is sent for the form's values (the values themselves unless said). */
  body?: (values: Form) => unknown;
  /** The messages said once an item is hidden, and shown. */
  doneMessages?: readonly [hidden: string, shown: string];
}

/**
 * What every content desk (banners, announcements, marquee notices) holds: the list, the create
 * form checked by the contract's schema, the notice said after a change, the item being shown or
 * hidden, and whether this staff member may publish.
 */
export function useContentDesk<Form extends FieldValues, Row extends ContentItem, N extends DeskNamespace>({ path, namespace, schema, empty, createdMessage, body, doneMessages = ['hiddenDone', 'shownDone'] }: DeskOptions<Form, N>) {
  const t = useTranslations(namespace);
  const say = t as unknown as KeyText;
  const fieldText = useScopedFieldText(namespace);
  const errorText = useScopedErrorText(namespace);
  const list = useSWR<Row[]>(path);
  const [switching, setSwitching] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const mayPublish = useCan()('content:publish');
  const form = useForm<Form>({ resolver: zodResolver(schema as never) as unknown as Resolver<Form>, defaultValues: empty as DefaultValues<Form> });
  const preview = useWatch({ control: form.control });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { data } = await api<Row>(path, { method: 'POST', body: body ? body(values) : values });
      form.reset(empty);
      setNotice(say(createdMessage, { title: data.title.en }));
      await list.mutate();
    } catch (failure) {
      setError(failure);
    }
  });
  const switched = async (item: Row) => {
    setNotice(say(item.enabled ? doneMessages[0] : doneMessages[1], { title: item.title.en }));
    await list.mutate();
  };
  return { t, say, fieldText, formError: error ? errorText(error) : null, list, switching, setSwitching, switched, notice, mayPublish, form, preview, submit };
}

/** The English title, with the Thai one under it when there is one. */
export function BilingualTitle({ title }: { title: Record<string, string> }) {
  return (
    <span lang="en">
      {title.en}
      {title.th ? (
        <>
          <br />
          <span lang="th" className="muted">
            {title.th}
          </span>
        </>
      ) : null}
    </span>
  );
}

/** The title, state and show/hide columns every content list has. */
export function contentColumns<Row extends ContentItem>(
  t: KeyText,
  mayPublish: boolean,
  onSwitch: (row: Row) => void,
): { title: (header: string) => Column<Row>; state: Column<Row>; actions: Column<Row> } {
  return {
    title: (header) => ({ id: 'title', header, cell: ({ row }) => <BilingualTitle title={row.original.title} /> }),
    state: {
      id: 'state',
      header: t('state'),
      cell: ({ row }) => (row.original.enabled ? <span className="badge badge-active">{t('shown')}</span> : <span className="badge badge-disabled">{t('hidden')}</span>),
    },
    actions: {
      id: 'actions',
      header: t('actions'),
      cell: ({ row }) =>
        mayPublish ? (
          <button type="button" className={row.original.enabled ? 'danger' : undefined} onClick={() => onSwitch(row.original)} aria-label={t(row.original.enabled ? 'hideOne' : 'showOne', { title: row.original.title.en })}>
            {t(row.original.enabled ? 'hide' : 'show')}
          </button>
        ) : (
          <span className="muted">—</span>
        ),
    },
  };
}
