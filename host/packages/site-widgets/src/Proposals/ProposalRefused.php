<?php

namespace SiteWidgets\Laravel\Proposals;

use RuntimeException;

/** An approval or a rejection that cannot be made, its reason in Spanish for the editor. */
class ProposalRefused extends RuntimeException
{
}
