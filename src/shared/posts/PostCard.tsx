import { linkedCard } from '../ui/linked-card-classes';
import './post-card.css';
import { useId } from 'react';
import type { PostCard as PostCardData } from '../api/posts';
import type { PageGlobals } from '../page/globals';
import { openLoginPrompt } from '../login/login-prompt';
import { postCardTexts } from './texts';
import { Heading } from '../ui/Heading';
import { useSpeculation } from '../page/speculation';
import { cardAccess } from './card-access';
import { formatDuration } from './duration';
import { ClockIcon, HourglassIcon, LockIcon, PeopleIcon, PlayIcon } from './icons';
import { detailText, isVideo, tagName } from './post';
import { installRecipeTransition } from '../page/recipe-transition';

// The picture carried into the recipe: heard from the first card on, and still heard when the
// listing comes back from the back/forward cache (its listeners are kept with the page).
installRecipeTransition();

/**
 * 'standard' everywhere but the consumer site, which uses 'short'
 * (docs/widgets/post-listings.md, "Consumer-site detection (short card)").
 */
export type CardLayout = 'standard' | 'short';

/** The fixtures' and the CMS's images are 640×480: the box is reserved before they load. */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 480;

interface PostCardProps {
  post: PostCardData;
  layout: CardLayout;
  headingLevel: number;
  visitor: Pick<PageGlobals, 'userId' | 'registrationUnfinished'>;
  /** Called when the visitor follows the card's link (before the page changes). */
  onNavigate?: () => void;
  /** One of the first cards on the first screen: its image loads at once, ahead of the rest. */
  priority?: boolean;
}

/**
 * A post card (docs/widgets/post-listings.md, "Cards" and "Gating"). The title is a real link
 * (`/post/{id}`, or `/register_pdv/` while the registration is unfinished) stretched over the
 * whole card. A login-required post seen logged out has a blurred image under a lock button
 * that opens the login prompt; with an unfinished registration the lock only tells to finish it
 * (the card link goes there). An open card's link is marked for Speculation Rules
 * (src/shared/page/speculation.ts). Recipes list cooking time, commensals and duration; videos keep
 * their body collapsed to the title.
 */
export function PostCard({ post, layout, headingLevel, visitor, onNavigate, priority = false }: PostCardProps) {
  const { href, lock } = cardAccess(post, visitor);
  const lockId = useId();
  const video = isVideo(post);
  // The post's own page, open to this visitor: a recipe's is rendered ahead, a video's fetched
  // (its player is another site's). A locked card, or one leading to the registration, is not speculated on.
  const speculate = useSpeculation(lock === null && !visitor.registrationUnfinished ? (video ? 'prefetch' : 'prerender') : null);
  const tag = tagName(post);
  const classes = ['card', 'h-100', 'sw-post-card', linkedCard.card, `sw-post-card--${layout}`, video ? 'sw-post-card--video' : 'sw-post-card--recipe'];
  if (lock !== null) classes.push('sw-post-card--locked');
  return (
    <article className={classes.join(' ')} data-post-id={post.id}>
      <div className="sw-post-card__media">
        {post.image ? (
          <img
            className="sw-post-card__image"
            src={post.image}
            alt={post.name}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : null}
        {video && lock === null ? (
          <span className="sw-post-card__play">
            <PlayIcon />
          </span>
        ) : null}
        {lock === 'login' ? (
          <button type="button" className="sw-post-card__lock" onClick={() => openLoginPrompt()}>
            <LockIcon />
            <span>{postCardTexts.loginToWatch}</span>
          </button>
        ) : null}
        {lock === 'registration' ? (
          <span className="sw-post-card__lock" id={lockId}>
            <LockIcon />
            <span>{postCardTexts.finishRegistration}</span>
          </span>
        ) : null}
      </div>
      <div className="card-body sw-post-card__body">
        <p className={`sw-post-card__tag ${linkedCard.eyebrow}`}>{tag ?? (video ? postCardTexts.video : '')}</p>
        <Heading level={headingLevel} className={`sw-post-card__title ${linkedCard.title}`}>
          <a className="stretched-link" href={href} onClick={onNavigate} aria-describedby={lock === 'registration' ? lockId : undefined} {...speculate}>
            {post.name}
          </a>
        </Heading>
        {video ? (
          <span className="sw-post-card__cta" aria-hidden="true">
            {postCardTexts.watch}
          </span>
        ) : (
          <PostMeta post={post} />
        )}
      </div>
    </article>
  );
}

function PostMeta({ post }: { post: PostCardData }) {
  const cooking = detailText(post.tiempo_coccion?.name);
  const commensals = detailText(post.metadata?.commensals);
  const time = detailText(post.metadata?.time);
  // Two time lines: a short visible label tells them apart (the icons alone did not), and
  // both print one format ('30 min', '1 h 30 min'), whichever way the server wrote them.
  return (
    <ul className="sw-post-card__meta">
      {cooking !== null ? (
        <li>
          <ClockIcon />
          <span>
            <span className="sw-post-card__label">
              <span className="visually-hidden">{postCardTexts.cookingTimePrefix}</span>
              <span className="sw-post-card__label-word">{postCardTexts.cookingTimeWord}</span>:
            </span>{' '}
            {formatDuration(cooking)}
          </span>
        </li>
      ) : null}
      {commensals !== null ? (
        <li>
          <PeopleIcon />
          {postCardTexts.commensals(commensals)}
        </li>
      ) : null}
      {time !== null ? (
        <li>
          <HourglassIcon />
          <span>
            <span className="sw-post-card__label">{postCardTexts.duration}:</span> {formatDuration(time)}
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A blank video card (spec: "12 blank video posts") shown while loading: the same box
 * as a real card (same media ratio, same reserved body), so nothing moves when the
 * cards arrive.
 */
export function PostCardSkeleton({ layout }: { layout: CardLayout }) {
  return (
    <div className={`card h-100 sw-post-card sw-post-card--${layout} sw-post-card--video sw-post-card--skeleton placeholder-glow`} aria-hidden="true">
      <div className="sw-post-card__media" />
      <div className="card-body sw-post-card__body">
        <p className={`sw-post-card__tag ${linkedCard.eyebrow}`}>
          <span className="placeholder col-4" />
        </p>
        <p className="sw-post-card__title">
          <span className="placeholder col-10" /> <span className="placeholder col-6" />
        </p>
        <span className="sw-post-card__cta">
          <span className="placeholder col-3" />
        </span>
      </div>
    </div>
  );
}
