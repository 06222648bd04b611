/*
 * Monte-Carlo tree search over the generic layer (sky_search(3)): UCT
 * written once for every game, with no game's name in it.
 *
 * Chance events are sampled with their true probabilities and branch the
 * tree by outcome.  Games with hidden information use information-set
 * search by determinization (Cowling, Powley and Whitehouse, 2012): each
 * iteration plays in a world the adapter's determinize hook draws from
 * what the player to move at the root can see, and a child's prior
 * count is the number of times it was legal (its availability), not its
 * parent's visits.  A game may narrow a decision too wide for the tree
 * to the actions its bot module shortlists (tree_actions), and its root,
 * listed once a search, to fewer still (root_actions); play-outs still
 * choose among all.  A game's own play-out policy also picks each
 * node's first child and widens it progressively; a game's evaluation
 * may stop a play-out early (at_cutoff).  Everything is allocated once
 * per call.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "game_internal.h"
#include "handle.h"
#include "rng_internal.h"

/* The most nodes one search keeps: a time budget grows no further. */
#define MAX_NODES (1 << 20)
/* Iterations between two looks at the clock. */
#define CLOCK_EVERY 16
#define NO_NODE (-1)
/*
 * The default UCT constants, measured at 1,000 iterations against the
 * greedy player: 0.3 for wins (Cathedral: 45-50% against 36% at 0.7),
 * 0.1 for scaled scores (solo Sprawlopolis: 40.4 against 37.6 at 0.3).
 */
#define EXPLORATION_WINS 0.3
#define EXPLORATION_SCORES 0.1
/*
 * Children per square root of a node's visits (may_widen), with a game's
 * play-out policy.  Skyscrapers vs greedy at 1,000 iterations: 24 % with
 * a child for every legal action, 46 % with 1 (60 games); 41 % with 0.5
 * or 0.25 against 46 % (100 games).  Skyline and solo Sprawlopolis did
 * no worse (two-player Skyline 50 % -> 57 %, 30 games; solo Skyline
 * 56.1 -> 60.4, 20 games; solo Sprawlopolis 38.7 -> 41.2, 6 games).
 * A game may set its own (game_ops.widening).
 */
#define WIDENING 1.0

static const sky_search_options defaults = {
    .size = sizeof(sky_search_options),
    .iterations = 1000,
    .seconds = 0.0,
    .exploration = -1.0,
    .rollout = -1,
    .cutoff = -1,
};

int sky_search_options_init(sky_search_options *options, size_t size)
{
    return options_init(options, size, &defaults, sizeof defaults);
}

struct node {
    int action;         /* the action (or chance outcome) into this node */
    int mover;          /* who chose it; SKY_ECHANCE for an outcome */
    int first_child;
    int next_sibling;
    uint32_t visits;
    uint32_t available; /* iterations in which it was legal at its parent */
    double value;       /* sum of the mover's rewards */
};

struct search {
    const struct game_ops *ops;
    const void *root;           /* the caller's state, never changed */
    void *world;                /* where iterations are played */
    sky_search_options options;
    sky_rng *rng;
    int rollout;                /* options.rollout: -1 = the game's choice */
    int guided;                 /* the play-out policy is not uniform */
    double widening;            /* 0: every legal action gets a child */
    int estimates;              /* play-outs may stop at the game's evaluation */
    int evaluated;              /* this iteration's reward is an estimate */
    int viewer;                 /* the player to move at the root */
    int players;
    int by_score;               /* rewards are scores, not wins */
    struct node *nodes;
    int node_count, node_cap;
    int *path;                  /* nodes of this iteration, root first */
    int *actions;               /* legal actions or chance outcomes */
    int *root_actions;          /* the root's, listed once (root_actions()) */
    int root_count;
    double *probs;
    unsigned *legal_mark;       /* == tick: legal now */
    unsigned *child_mark;       /* == tick: has a child now */
    unsigned tick;
    int action_count;
    double low, high;           /* the scores seen, for rewards by score */
    double reward[SKY_GAME_MAX_PLAYERS];
};

/* ---- setup ----------------------------------------------------------------- */

static int node_capacity(const sky_search_options *o)
{
    if (o->iterations > 0 && o->iterations < MAX_NODES)
        return o->iterations + 1;
    return MAX_NODES;
}

static int check_options(const sky_search_options *o)
{
    if (o->iterations < 0 || !(o->seconds >= 0.0)
        || !(o->exploration >= 0.0 || o->exploration == -1.0))
        return SKY_ERANGE;
    if (o->iterations == 0 && o->seconds == 0.0)
        return SKY_ERANGE;
    if (o->rollout != -1 && o->rollout != SKY_BOT_RANDOM
        && o->rollout != SKY_BOT_GREEDY)
        return SKY_ERANGE;
    if (o->cutoff < -1)
        return SKY_ERANGE;
    return SKY_OK;
}

int search_options_read(const sky_search_options *given,
                        sky_search_options *out)
{
    int rc = options_read(given, out, &defaults, sizeof defaults);

    return rc == SKY_OK ? check_options(out) : rc;
}

static void search_free(struct search *s)
{
    if (s->world)
        s->ops->destroy(s->world);
    free(s->nodes);
    free(s->path);
    free(s->actions);
    free(s->root_actions);
    free(s->probs);
    free(s->legal_mark);
    free(s->child_mark);
}

/* The actions the tree tries: the game's shortlist, or every legal one. */
static int tree_actions(const struct game_ops *ops, const void *state, int *actions,
                        size_t cap)
{
    return ops->tree_actions ? ops->tree_actions(state, actions, cap)
                             : ops->legal_actions(state, actions, cap);
}

/* The actions the tree tries at its root: the game's own, or as elsewhere. */
static int root_actions(const struct game_ops *ops, const void *state, int *actions,
                        size_t cap)
{
    return ops->root_actions ? ops->root_actions(state, actions, cap)
                             : tree_actions(ops, state, actions, cap);
}

static int search_init(struct search *s, const sky_game *game)
{
    const sky_game_type *type = game->ops->type;
    size_t actions = (size_t)type->action_count;
    int rc;

    s->ops = game->ops;
    s->root = game->state;
    s->viewer = s->ops->to_move(s->root);
    s->players = s->ops->players(s->root);
    s->by_score = s->players == 1 || type->cooperative;
    s->rollout = s->options.rollout;
    s->guided = s->rollout == SKY_BOT_GREEDY
                || (s->rollout < 0 && s->ops->rollout_action);
    s->widening = !s->guided ? 0.0 : s->ops->widening > 0.0 ? s->ops->widening
                                                            : WIDENING;
    s->estimates = s->ops->evaluate && s->options.cutoff != 0;
    if (s->options.cutoff < 0)
        s->options.cutoff = s->ops->evaluate_after;
    if (s->options.exploration < 0.0)
        s->options.exploration = s->estimates ? s->ops->evaluate_exploration
                               : s->by_score ? EXPLORATION_SCORES
                                             : EXPLORATION_WINS;
    s->action_count = type->action_count;
    s->node_cap = node_capacity(&s->options);
    s->low = HUGE_VAL;
    s->high = -HUGE_VAL;
    rc = s->ops->clone(s->root, &s->world);
    if (rc < 0) {
        s->world = NULL;
        return rc;
    }
    s->nodes = malloc((size_t)s->node_cap * sizeof *s->nodes);
    s->path = malloc((size_t)(type->max_game_length + 1) * sizeof *s->path);
    s->actions = malloc(actions * sizeof *s->actions);
    s->root_actions = malloc(actions * sizeof *s->root_actions);
    s->probs = malloc(actions * sizeof *s->probs);
    s->legal_mark = calloc(actions, sizeof *s->legal_mark);
    s->child_mark = calloc(actions, sizeof *s->child_mark);
    if (!s->nodes || !s->path || !s->actions || !s->root_actions || !s->probs
        || !s->legal_mark || !s->child_mark)
        return SKY_ENOMEM;
    s->root_count = root_actions(s->ops, s->root, s->root_actions, actions);
    if (s->root_count <= 0)
        return s->root_count < 0 ? s->root_count : SKY_ERANGE;
    return SKY_OK;
}

static int new_node(struct search *s, int parent, int action, int mover)
{
    struct node *n = &s->nodes[s->node_count];

    n->action = action;
    n->mover = mover;
    n->first_child = NO_NODE;
    n->next_sibling = parent == NO_NODE ? NO_NODE : s->nodes[parent].first_child;
    n->visits = 0;
    n->available = 0;
    n->value = 0.0;
    if (parent != NO_NODE)
        s->nodes[parent].first_child = s->node_count;
    return s->node_count++;
}

static int pool_full(const struct search *s)
{
    return s->node_count == s->node_cap;
}

/* ---- one iteration ------------------------------------------------------------ */

/* A chance outcome of the world, drawn with its true probability. */
static int sample_outcome(struct search *s, int *action)
{
    int n = s->ops->chance_outcomes(s->world, s->actions, s->probs,
                                    (size_t)s->action_count);

    if (n <= 0)
        return n < 0 ? n : SKY_ERANGE;
    *action = s->actions[chance_index(s->probs, n, rng_unit(s->rng))];
    return SKY_OK;
}

static int random_legal(struct search *s, int *action)
{
    int n = s->ops->legal_actions(s->world, s->actions, (size_t)s->action_count);

    if (n <= 0)
        return n < 0 ? n : SKY_ERANGE;
    *action = s->actions[rng_below(s->rng, (uint32_t)n)];
    return SKY_OK;
}

/* A decision of the play-out policy: the game's, uniform, or a bot. */
static int rollout_action(struct search *s, int *action)
{
    if (s->rollout < 0 && s->ops->rollout_action)
        return s->ops->rollout_action(s->world, s->rng, action);
    if (s->rollout <= SKY_BOT_RANDOM)
        return random_legal(s, action);
    return s->ops->bot_action(s->world, s->rollout, s->rng, action);
}

/* The mean reward of a child on [0, 1]: scores scaled by those seen. */
static double mean_reward(const struct search *s, const struct node *n)
{
    double mean = n->value / n->visits;

    if (!s->by_score)
        return mean;
    return s->high > s->low ? (mean - s->low) / (s->high - s->low) : 0.5;
}

static double upper_bound(const struct search *s, const struct node *n)
{
    return mean_reward(s, n)
         + s->options.exploration * sqrt(log((double)n->available) / n->visits);
}

/*
 * Marks the legal actions, counts each legal child as available and
 * returns the best of them by UCB (NO_NODE if none has a child yet);
 * *children: all the node's children, legal now or not.
 */
static int select_child(struct search *s, int node, int legal, int *children)
{
    int i, c, best = NO_NODE;
    double best_bound = -HUGE_VAL;

    s->tick++;
    *children = 0;
    for (i = 0; i < legal; i++)
        s->legal_mark[s->actions[i]] = s->tick;
    for (c = s->nodes[node].first_child; c != NO_NODE; c = s->nodes[c].next_sibling) {
        struct node *n = &s->nodes[c];
        double bound;

        ++*children;
        if (s->legal_mark[n->action] != s->tick)
            continue;
        s->child_mark[n->action] = s->tick;
        n->available++;
        bound = upper_bound(s, n);
        if (bound > best_bound) {
            best_bound = bound;
            best = c;
        }
    }
    return best;
}

/* A legal action without a child, uniformly; -1 if every one has one. */
static int untried_action(struct search *s, int legal)
{
    int i, untried = 0, k;

    for (i = 0; i < legal; i++)
        untried += s->child_mark[s->actions[i]] != s->tick;
    if (untried == 0)
        return -1;
    k = (int)rng_below(s->rng, (uint32_t)untried);
    for (i = 0; ; i++)
        if (s->child_mark[s->actions[i]] != s->tick && k-- == 0)
            return s->actions[i];
}

/*
 * Progressive widening: a node visited n times has at most
 * 1 + widening * sqrt(n) children, so the few it has are looked at
 * deeper instead of every legal action once.
 */
static int may_widen(const struct search *s, int node, int children)
{
    if (s->widening <= 0.0 || children == 0)
        return 1;
    return children < 1.0 + s->widening * sqrt((double)s->nodes[node].visits);
}

/*
 * The action to expand: the play-out policy's own choice when it has no
 * child yet (it is usually the best first guess), else a random one of
 * the tree's list, still in s->actions: a guided policy (the game's, or
 * a bot) never writes there, only the uniform one does.
 */
static int expansion_action(struct search *s, int legal)
{
    int action;

    if (s->guided && rollout_action(s, &action) == SKY_OK
        && s->legal_mark[action] == s->tick && s->child_mark[action] != s->tick)
        return action;
    return untried_action(s, legal);
}

static int child_of(const struct search *s, int node, int action)
{
    int c;

    for (c = s->nodes[node].first_child; c != NO_NODE; c = s->nodes[c].next_sibling)
        if (s->nodes[c].action == action)
            return c;
    return NO_NODE;
}

/* The root's actions into s->actions, where the descent reads them. */
static int root_list(struct search *s)
{
    memcpy(s->actions, s->root_actions, (size_t)s->root_count * sizeof *s->actions);
    return s->root_count;
}

/*
 * One step down the tree from `node` at a decision of `who`: the child
 * to follow (NO_NODE once a new child ends the descent) and its action.
 */
static int descend_decision(struct search *s, int node, int who, int *action,
                            int *next)
{
    int legal = node == 0 ? root_list(s)
                          : tree_actions(s->ops, s->world, s->actions,
                                         (size_t)s->action_count);
    int best, fresh, children;

    if (legal <= 0)
        return legal < 0 ? legal : SKY_ERANGE;
    best = select_child(s, node, legal, &children);
    fresh = best == NO_NODE || may_widen(s, node, children)
          ? expansion_action(s, legal) : -1;
    if (fresh >= 0) {
        *action = fresh;
        *next = pool_full(s) ? NO_NODE : new_node(s, node, fresh, who);
        if (*next != NO_NODE)
            s->nodes[*next].available = 1;
        return SKY_OK;
    }
    *action = s->nodes[best].action;
    *next = best;
    return SKY_OK;
}

static int descend_chance(struct search *s, int node, int *action, int *next)
{
    int rc = sample_outcome(s, action);

    if (rc < 0)
        return rc;
    *next = child_of(s, node, *action);
    if (*next == NO_NODE && !pool_full(s))
        *next = new_node(s, node, *action, SKY_ECHANCE);
    return SKY_OK;
}

static int world_round(const struct search *s)
{
    return s->ops->round ? s->ops->round(s->world) : 0;
}

/*
 * 1 where the play-out stops for the game's evaluation: after
 * options.cutoff actions, or (-1) once the leaf's round is over, where
 * a game of rounds is easiest to judge.
 */
static int at_cutoff(const struct search *s, int steps, int leaf_round)
{
    if (!s->estimates)
        return 0;
    if (s->options.cutoff > 0)
        return steps >= s->options.cutoff;
    return world_round(s) != leaf_round;
}

/*
 * Plays the world from the tree's leaf with the play-out policy, to its
 * end or to a cut-off where the game's evaluation gives the rewards.
 */
static int play_out(struct search *s, int *applied)
{
    int who, action, rc, steps = 0, leaf_round = world_round(s), declined = 0;

    s->evaluated = 0;
    while ((who = s->ops->to_move(s->world)) != SKY_EOVER) {
        if (!declined && at_cutoff(s, steps, leaf_round)) {
            rc = s->ops->evaluate(s->world, s->reward);
            if (rc < 0)
                return rc;
            if (rc > 0) {
                s->evaluated = 1;
                return SKY_OK;
            }
            declined = 1;       /* the game cannot judge this one: play on */
        }
        steps++;
        rc = who == SKY_ECHANCE ? sample_outcome(s, &action)
                                : rollout_action(s, &action);
        if (rc == SKY_OK)
            rc = s->ops->apply(s->world, action);
        if (rc < 0)
            return rc;
        ++*applied;
    }
    return SKY_OK;
}

/*
 * Each player's reward for the world's end: a win shared by k players
 * is worth 1/k to each of them in a competitive game; a solo or
 * cooperative game rewards the score itself (negated when low wins).
 */
static int score_end(struct search *s)
{
    int scores[SKY_GAME_MAX_PLAYERS], p, winners = 0, rc;
    unsigned mask;

    if (s->by_score) {
        rc = s->ops->scores(s->world, scores, SKY_GAME_MAX_PLAYERS);
        if (rc < 0)
            return rc;
        for (p = 0; p < s->players; p++)
            s->reward[p] = s->ops->type->score_order == SKY_SCORE_LOW
                         ? -scores[p] : scores[p];
        return SKY_OK;
    }
    rc = s->ops->winners(s->world, &mask);
    if (rc < 0)
        return rc;
    for (p = 0; p < s->players; p++)
        winners += (mask >> p) & 1;
    for (p = 0; p < s->players; p++)
        s->reward[p] = (mask >> p) & 1 ? 1.0 / winners : 0.0;
    return SKY_OK;
}

static void back_up(struct search *s, int depth)
{
    int i;

    for (i = 0; s->by_score && i < s->players; i++) {
        s->low = s->reward[i] < s->low ? s->reward[i] : s->low;
        s->high = s->reward[i] > s->high ? s->reward[i] : s->high;
    }
    for (i = 0; i < depth; i++) {
        struct node *n = &s->nodes[s->path[i]];

        n->visits++;
        if (n->mover >= 0)
            n->value += s->reward[n->mover];
    }
}

/* The world for this iteration: drawn anew, copied from the root, or
 * the root it was undone to. */
static int start_world(struct search *s)
{
    if (s->ops->type->hidden)
        return s->ops->determinize(s->root, s->viewer, s->rng, s->world);
    if (s->ops->copy_into)
        s->ops->copy_into(s->root, s->world);
    return SKY_OK;
}

static int undo_world(struct search *s, int applied)
{
    int rc = SKY_OK;

    if (s->ops->type->hidden || s->ops->copy_into)
        return SKY_OK;
    while (applied-- > 0 && rc == SKY_OK)
        rc = s->ops->undo(s->world);
    return rc;
}

static int iterate(struct search *s)
{
    int node = 0, depth = 0, applied = 0, who, action, next = 0, rc;

    rc = start_world(s);
    s->path[depth++] = node;
    while (rc == SKY_OK && next != NO_NODE
           && (who = s->ops->to_move(s->world)) != SKY_EOVER) {
        rc = who == SKY_ECHANCE ? descend_chance(s, node, &action, &next)
                                : descend_decision(s, node, who, &action, &next);
        if (rc == SKY_OK)
            rc = s->ops->apply(s->world, action);
        if (rc < 0)
            break;
        applied++;
        if (next != NO_NODE) {
            s->path[depth++] = next;
            node = next;
            if (s->nodes[next].visits == 0)
                break;
        }
    }
    if (rc == SKY_OK)
        rc = play_out(s, &applied);
    if (rc == SKY_OK && !s->evaluated)
        rc = score_end(s);
    if (rc == SKY_OK)
        back_up(s, depth);
    return rc == SKY_OK ? undo_world(s, applied) : rc;
}

/* ---- the call ------------------------------------------------------------------ */

static int out_of_time(const struct search *s, clock_t start, int done)
{
    if (s->options.seconds == 0.0 || done % CLOCK_EVERY != 0)
        return 0;
    return (double)(clock() - start) >= s->options.seconds * CLOCKS_PER_SEC;
}

static int run(struct search *s)
{
    clock_t start = clock();
    int done, rc = SKY_OK;

    new_node(s, NO_NODE, -1, SKY_ECHANCE);
    for (done = 0; rc == SKY_OK; done++) {
        if (s->options.iterations > 0 && done == s->options.iterations)
            break;
        if (out_of_time(s, start, done))
            break;
        rc = iterate(s);
    }
    return rc;
}

/* The root's most visited child; ties go to the better mean. */
static int most_visited(const struct search *s)
{
    int c, best = NO_NODE;

    for (c = s->nodes[0].first_child; c != NO_NODE; c = s->nodes[c].next_sibling) {
        const struct node *n = &s->nodes[c];

        if (n->visits == 0)
            continue;
        if (best == NO_NODE || n->visits > s->nodes[best].visits
            || (n->visits == s->nodes[best].visits
                && n->value / n->visits > s->nodes[best].value / s->nodes[best].visits))
            best = c;
    }
    return best == NO_NODE ? s->root_actions[0] : s->nodes[best].action;
}

static int search(struct search *s, const sky_game *game, int *action)
{
    int rc = search_init(s, game);

    if (rc == SKY_OK)
        rc = run(s);
    if (rc == SKY_OK)
        *action = most_visited(s);
    return rc;
}

/* 1 if the tree has one action to try: it goes to *action. */
static int forced(const sky_game *game, int *action)
{
    int actions[2];

    /* The tree's list, not the root's: a root list is a subset of it,
     * never a single action where it has more, and may cost a ranking. */
    if (tree_actions(game->ops, game->state, actions, 2) != 1)
        return 0;
    *action = actions[0];
    return 1;
}

int search_state(const struct game_ops *ops, const void *state, sky_rng *rng,
                 int *action)
{
    struct sky_game game;

    game.tag = TAG_GAME;
    game.ops = ops;
    game.state = (void *)state;     /* only read: the search plays on a clone */
    return sky_game_search(&game, NULL, rng, action);
}

int sky_game_search(const sky_game *game, const sky_search_options *options,
                    sky_rng *rng, int *action)
{
    struct search s;
    int who, rc;

    if (!handle_is(game, TAG_GAME) || !rng_is_seeded(rng) || !action)
        return SKY_EINVAL;
    memset(&s, 0, sizeof s);
    rc = search_options_read(options, &s.options);
    if (rc < 0)
        return rc;
    /* Only a native handle can hold more (Skyscrapers' up to 16). */
    if (game->ops->players(game->state) > SKY_GAME_MAX_PLAYERS)
        return SKY_ERANGE;
    who = game->ops->to_move(game->state);
    if (who == SKY_ECHANCE)
        return sky_game_bot_action(game, SKY_BOT_RANDOM, rng, action);
    if (who < 0)
        return who;
    if (forced(game, action))
        return SKY_OK;
    s.rng = rng;
    rc = search(&s, game, action);
    search_free(&s);
    return rc;
}
