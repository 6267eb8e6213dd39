/**
 * The auth-user modal's blogs section (SPEC §2): the signed-in user's own blogs in every status, each with where it
 * stands and a way to edit it in the back office (and to read it, once approved), a page at a time.
 */
import type { TContentStatus } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '@/components/pager';
import { getLanguage } from '@/lib/i18n';
import { closeModal } from '@/lib/modal-store';
import { links } from '@/lib/paths';
import { useOwnBlogs } from '../api/get-own-blogs';
import { formatDate, type TBlogLinks } from '../utils/account-links';
import { ListLoadState } from './list-load-state';

const STATUS_COLOR: Record<TContentStatus, string> = {
  draft: 'gray',
  on_moderation: 'yellow',
  approved: 'teal',
  request_for_edit: 'orange',
  deleted: 'red',
};

type TOwnBlogsSectionProps = { userId: number; blogLinks: TBlogLinks };

export function OwnBlogsSection({ userId, blogLinks }: TOwnBlogsSectionProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const blogs = useOwnBlogs(userId, page);

  const actions = (
    <Group gap="sm">
      <Button component={Link} to={blogLinks.create} onClick={closeModal} size="sm">
        {t('profiles.authUser.writeBlog')}
      </Button>
      <Anchor component={Link} to={blogLinks.list} onClick={closeModal} size="sm">
        {t('profiles.authUser.allBlogs')}
      </Anchor>
    </Group>
  );
  if (!blogs.data) return <ListLoadState query={blogs} />;
  const { items, pagination } = blogs.data;
  if (items.length === 0 && pagination.pageCount <= 1) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text c="dimmed">{t('profiles.authUser.blogsEmpty')}</Text>
        {actions}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {actions}
      <Stack
        component="ul"
        aria-label={t('profiles.authUser.blogsLabel')}
        gap={6}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((blog) => (
          <BlogRow key={blog.id} blog={blog} editLink={blogLinks.edit(blog.id)} />
        ))}
      </Stack>
      <Pager list={{ pagination, onPageChange: setPage }} keepsScroll label={t('profiles.authUser.blogsLabel')} />
    </Stack>
  );
}

function BlogRow({ blog, editLink }: { blog: TContentListItem; editLink: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="xs" radius="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {blog.title}
          </Text>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={STATUS_COLOR[blog.status]}>
              {t(`manage.status.${blog.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('profiles.authUser.createdAt', { date: formatDate(blog.created_at, getLanguage()) })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {blog.status === 'approved' && (
            <Button
              component={Link}
              to={links.blog(blog.slug)}
              onClick={closeModal}
              variant="subtle"
              size="xs"
              aria-label={t('profiles.authUser.viewBlog', { title: blog.title })}
            >
              {t('profiles.authUser.view')}
            </Button>
          )}
          <Button
            component={Link}
            to={editLink}
            onClick={closeModal}
            variant="light"
            size="xs"
            aria-label={t('profiles.authUser.editBlog', { title: blog.title })}
          >
            {t('profiles.authUser.edit')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
