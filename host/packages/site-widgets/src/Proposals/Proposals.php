<?php

namespace SiteWidgets\Laravel\Proposals;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Carbon;
use SiteWidgets\Laravel\Revisions\Revision;
use SiteWidgets\Laravel\Revisions\RevisionOptions;
use SiteWidgets\Laravel\Revisions\Revisions;
use SiteWidgets\Laravel\Revisions\StaleRevision;

/**
 * Proposals on the revisions the site keeps: proposing (never a change to the item), approving
 * (the proposal merged with what is stored now and saved through `Revisions::save()`, a new
 * revision by the editor), rejecting (with a note its author reads).
 */
class Proposals
{
    public function __construct(private Revisions $revisions)
    {
    }

    /**
     * Keeps `$fields` (those of the item's revision options) as a pending proposal on the item's
     * newest revision. The same user's pending proposal for the item is replaced: one pending
     * proposal per listing, the newest. An item with no revision yet gets its first, as it is
     * (by nobody), so that approving has a base to merge against.
     */
    public function propose(Model $item, array $fields, int $userId): Proposal
    {
        $fields = array_intersect_key($fields, RevisionOptions::of($item)->fields());

        return $item->getConnection()->transaction(function () use ($item, $fields, $userId) {
            if ($item->currentRevision() === 0) {
                $item->recordRevision($this->revisions->fieldsOf($item), null);
            }
            Proposal::query()->of($item)->pending()->where('user_id', $userId)->update(['status' => Proposal::REPLACED, 'updated_at' => Carbon::now()]);

            return Proposal::create([
                'item_type' => $item->getMorphClass(),
                'item_id' => $item->getKey(),
                'base_revision' => $item->currentRevision(),
                'fields' => $fields,
                'user_id' => $userId,
                'status' => Proposal::PENDING,
            ]);
        });
    }

    /** The proposal compared with what is stored now, in words (ProposalChanges). */
    public function changes(Proposal $proposal): array
    {
        $item = $proposal->item;

        return ProposalChanges::of(RevisionOptions::of($item), $this->revisions->fieldsOf($item), $proposal->fields);
    }

    /**
     * Applies a pending proposal as the item's next revision, saved by the editor: what the
     * proposal changed from its base, over what is stored now (ProposalMerge). Returns the
     * revision recorded (null when it changed nothing any more).
     *
     * @throws ProposalRefused when it is no longer pending, or an editor changed a field it changes too
     */
    public function approve(Proposal $proposal, int $editorId): ?Revision
    {
        $item = $proposal->item;
        $options = RevisionOptions::of($item);
        $current = $item->currentRevision();
        $base = $item->revisionAt($proposal->base_revision)?->fields;
        $merged = ProposalMerge::merge($options->fieldNames(), $base, $proposal->fields, $this->revisions->fieldsOf($item));
        if ($merged['conflicts'] !== []) {
            $labels = array_map(fn (string $field) => $options->fields()[$field], $merged['conflicts']);

            throw new ProposalRefused('No se aprobó: desde que se hizo la propuesta, alguien cambió también en '.$options->nameOf($item).': '.self::listed($labels).'. Aprobarla desharía ese cambio. Rechazala con una nota para que el punto de venta proponga sobre lo actual.');
        }
        try {
            return $this->revisions->save($item, $current, $editorId, function () use ($item, $merged, $proposal, $editorId) {
                // Under the item's lock: of two approvals at once, one only.
                $claimed = Proposal::query()->whereKey($proposal->getKey())->pending()
                    ->update(['status' => Proposal::APPROVED, 'reviewed_by' => $editorId, 'reviewed_at' => Carbon::now(), 'updated_at' => Carbon::now()]);
                if ($claimed === 0) {
                    throw new ProposalRefused('Esta propuesta ya fue revisada.');
                }
                $item->fill($merged['values'])->save();
            });
        } catch (StaleRevision) {
            throw new ProposalRefused('No se aprobó: '.$options->nameOf($item).' cambió en este mismo momento. Revisá la comparación y probá de nuevo.');
        }
    }

    /** Rejects a pending proposal with the editor's note, which its author reads. */
    public function reject(Proposal $proposal, int $editorId, string $note): void
    {
        $rejected = Proposal::query()->whereKey($proposal->getKey())->pending()
            ->update(['status' => Proposal::REJECTED, 'note' => $note, 'reviewed_by' => $editorId, 'reviewed_at' => Carbon::now(), 'updated_at' => Carbon::now()]);
        if ($rejected === 0) {
            throw new ProposalRefused('Esta propuesta ya fue revisada.');
        }
    }

    /** The newest proposal of a user for an item (what its author reads on the form), or null. */
    public function latest(Model $item, int $userId): ?Proposal
    {
        return Proposal::query()->of($item)->where('user_id', $userId)->where('status', '!=', Proposal::REPLACED)->orderByDesc('id')->first();
    }

    /** @param list<string> $words "a", "a y b", "a, b y c" */
    private static function listed(array $words): string
    {
        $last = array_pop($words);

        return $words === [] ? (string) $last : implode(', ', $words).' y '.$last;
    }
}
