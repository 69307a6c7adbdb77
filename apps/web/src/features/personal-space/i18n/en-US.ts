import type { PersonalSpaceMessages } from './zh-CN';

const personalSpace: PersonalSpaceMessages = {
  title: 'My decks',
  tabs: { kept: 'My decks', trash: 'Trash' },
  total: '{{count}} in all',
  search: 'Search deck titles',
  sort: { label: 'Sort', edited: 'Last edited', created: 'Last created' },
  card: {
    open: 'Open {{title}}',
    menu: 'More actions',
    noThumbnail: 'No preview yet',
    edited: 'Edited {{time}}',
    created: 'Created {{time}}',
    deleted: 'Deleted {{time}}',
    purgeIn_one: 'Removed for good in {{count}} day',
    purgeIn_other: 'Removed for good in {{count}} days',
  },
  actions: {
    rename: 'Rename',
    share: 'Share',
    download: 'Download',
    copy: 'Make a copy',
    remove: 'Delete',
    recover: 'Restore',
    destroy: 'Delete forever',
  },
  rename: {
    title: 'Rename',
    placeholder: 'Enter a new title',
    blank: 'The title cannot be empty',
    save: 'Save',
    done: 'Renamed',
  },
  removed: 'Moved to the trash; you can restore it within {{days}} days',
  download: { title: 'Download “{{title}}”' },
  copied: 'Copied: the new deck is titled as a copy',
  recovered: 'Restored',
  destroyConfirm: 'Delete “{{title}}” forever?',
  destroyHint: 'This cannot be undone.',
  destroyed: 'Deleted forever',
  loadMore: 'Load more',
  loadFailed: 'Could not load the list',
  reload: 'Retry',
  empty: {
    kept: 'No decks yet',
    create: 'Create one',
    search: 'No deck title contains “{{search}}”',
    trash: 'The trash is empty',
    trashHint: 'Deleted decks stay here for {{days}} days',
  },
};

export default personalSpace;
