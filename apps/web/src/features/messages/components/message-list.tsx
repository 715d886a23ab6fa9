import { useId, useState } from 'react';
import type { MessageStatus } from '@laundry/shared/contracts/messages';
import { useT } from '../../../i18n/use-t';
import { useMessages } from '../api/fetch-messages';
import { STATUS_FILTERS } from '../lib/message-labels';
import en from '../locales/en.json';
import { MessageRow } from './message-row';

const isStatus = (value: string): value is MessageStatus => STATUS_FILTERS.some((status) => status === value);

/** Every message newest first, one status or all, 50 at a time; kept live by 'admin:messagesChanged'. */
export function MessageList() {
  const t = useT('messages', en);
  const id = useId();
  const [status, setStatus] = useState<MessageStatus>();
  const query = useMessages(status);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <section className="message-list card" aria-labelledby={`${id}-title`} aria-busy={query.isFetching}>
      <div className="message-list__head">
        <div>
          <h2 id={`${id}-title`}>{t('list.title')}</h2>
          <p className="field-hint">{t('list.hint')}</p>
        </div>
        <div className="field message-list__filter">
          <label htmlFor={`${id}-status`}>{t('filter.label')}</label>
          <select id={`${id}-status`} value={status ?? ''} onChange={(e) => setStatus(isStatus(e.target.value) ? e.target.value : undefined)}>
            <option value="">{t('filter.all')}</option>
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isPending ? (
        <p role="status">{t('list.loading')}</p>
      ) : query.isError ? (
        <div className="form-error" role="alert">
          <p>{t('list.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : messages.length === 0 ? (
        <p className="admin-empty" role="status">
          {status ? t('list.emptyFiltered') : t('list.empty')}
        </p>
      ) : (
        <ul className="message-list__rows" aria-label={t('list.label')}>
          {messages.map((message) => (
            <MessageRow key={message._id} message={message} />
          ))}
        </ul>
      )}
      {query.hasNextPage && !query.isError && (
        <div className="order-more">
          <button type="button" className="btn btn-secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
