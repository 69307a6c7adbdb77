import { useParams } from 'react-router';
import { SharedDeckView } from '../features/share';

/** /s/{code}: a deck shared by link, for anyone (no sign-in). */
export default function SharedDeck() {
  const { code = '' } = useParams();
  return (
    <div className="sc-page">
      <SharedDeckView key={code} code={code} />
    </div>
  );
}
