import { useTranslation } from 'react-i18next';

/**
 * The dropdown of suggested topics under the topic box. Items take the mouse-down (and prevent
 * it) so that the box keeps its focus and the pick is not lost to the blur that closes the list.
 */
export function TopicSuggestions({
  items,
  active,
  onPick,
}: {
  items: string[];
  active: number;
  onPick: (topic: string) => void;
}) {
  const { t } = useTranslation('generation');
  return (
    <ul
      className="sc-topic-suggestions"
      role="listbox"
      aria-label={t('box.suggestions')}
      data-testid="topic-suggestions"
    >
      {items.map((item, index) => (
        <li
          key={item}
          role="option"
          aria-selected={index === active}
          className={index === active ? 'is-active' : undefined}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
