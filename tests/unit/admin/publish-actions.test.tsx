import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { PublishActions, type PublishActionsProps } from '@/components/admin/compose/publish-actions';
import type { ArticleMeta } from '@/components/admin/compose/compose-values';

// The editor's action bar (components/admin/compose/publish-actions.tsx) on its own.

const t = en.Admin.compose.actions;
const tList = en.Admin.articles.actions;
const draft: ArticleMeta = { id: 7, uniqueKey: 'hello', status: 'draft', scheduled: false, publishedAt: null, author: null, language: 'pt-BR', version: 1 };
const live: ArticleMeta = { ...draft, status: 'published', publishedAt: '2026-01-01T10:00:00.000Z' };

function renderActions(props: Partial<PublishActionsProps> = {}) {
  const onSubmit = jest.fn();
  const onAskStatus = jest.fn();
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <PublishActions article={null} canChangeStatus={false} saving={null} busy={false} willSchedule={false} onSubmit={onSubmit} onAskStatus={onAskStatus} {...props} />
    </NextIntlClientProvider>,
  );
  return { onSubmit, onAskStatus };
}

describe('PublishActions', () => {
  it('offers Publish and Save draft for a new article, and nothing that needs a saved one', () => {
    const { onSubmit } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: t.publish }));
    fireEvent.click(screen.getByRole('button', { name: t.saveDraft }));
    expect(onSubmit.mock.calls).toEqual([['publish'], ['draft']]);
    expect(screen.queryByRole('button', { name: tList.delete })).toBeNull();
    expect(screen.queryByRole('link', { name: t.viewLive })).toBeNull();
  });

  it('says Schedule when the publication date is in the future', () => {
    renderActions({ willSchedule: true });
    expect(screen.getByRole('button', { name: t.schedule })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.publish })).toBeNull();
  });

  it('offers Update, Unpublish, View live and Delete for a published article the user may manage', () => {
    const { onSubmit, onAskStatus } = renderActions({ article: live, canChangeStatus: true });
    fireEvent.click(screen.getByRole('button', { name: t.update }));
    fireEvent.click(screen.getByRole('button', { name: tList.unpublish }));
    fireEvent.click(screen.getByRole('button', { name: tList.delete }));
    expect(onSubmit).toHaveBeenCalledWith('update');
    expect(onAskStatus.mock.calls).toEqual([['unpublish'], ['delete']]);
    const viewLive = screen.getByRole('link', { name: t.viewLive });
    expect(viewLive.getAttribute('href')).toMatch(/\/post\/hello\/7$/);
    expect(viewLive).toHaveAttribute('target', '_blank');
  });

  it('hides Unpublish and Delete without the article list grant', () => {
    renderActions({ article: live, canChangeStatus: false });
    expect(screen.queryByRole('button', { name: tList.unpublish })).toBeNull();
    expect(screen.queryByRole('button', { name: tList.delete })).toBeNull();
    renderActions({ article: draft, canChangeStatus: true });
    expect(screen.getByRole('button', { name: tList.delete })).toBeInTheDocument();
  });

  it('disables every button while a save the writer asked for runs', () => {
    renderActions({ article: draft, canChangeStatus: true, saving: 'draft', busy: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
