/*
 * Version and status codes.
 */
#include <skyline/common.h>

const char *sky_version(void)
{
    return SKY_VERSION_STRING;
}

unsigned sky_version_hex(void)
{
    return SKY_VERSION_HEX;
}

struct status_text {
    const char *name;
    const char *sentence;
};

/* Indexed by -status; a new code is appended here and in common.h. */
static const struct status_text statuses[] = {
    { "SKY_OK", "success" },
    { "SKY_EINVAL", "invalid argument (a NULL pointer or a bad value)" },
    { "SKY_ENOMEM", "out of memory" },
    { "SKY_ERANGE", "a number is out of range (player, side, round or count)" },
    { "SKY_EOPTION", "unknown or malformed option" },
    { "SKY_EUNKNOWN", "no game of that name" },
    { "SKY_EPARSE", "malformed text" },
    { "SKY_EVERSION", "unsupported record format version" },
    { "SKY_EOVER", "the game is over" },
    { "SKY_ETURN", "it is not this player's turn" },
    { "SKY_EPHASE", "not possible at this point of the game" },
    { "SKY_ENOUNDO", "nothing to undo" },
    { "SKY_EHIDDEN", "hidden from this player" },
    { "SKY_EILLEGAL", "not a legal action in this state" },
    { "SKY_ECHANCE", "a chance event is due, or none is" },
    { "SKY_EOFFBOARD", "position is off the board" },
    { "SKY_EHEIGHT", "height out of range" },
    { "SKY_ECODE", "goal code must be 1 to 6" },
    { "SKY_ENOGOALS", "goals are not all set yet" },
    { "SKY_EGOALSSET", "goals are already set for that side" },
    { "SKY_ENOBLOCK", "no block of that height is left" },
    { "SKY_EROTATION", "rotation out of range" },
    { "SKY_ENOPIECE", "the player does not hold that piece" },
    { "SKY_EOCCUPIED", "a square is already built on" },
    { "SKY_ETERRITORY", "a square is in the opponent's territory" },
    { "SKY_ENOCARD", "that card is not in the player's hand" },
    { "SKY_ECORNER", "the card touches the city only at a corner" },
    { "SKY_EDETACHED", "the card does not touch the city" },
    { "SKY_ENODIE", "no such die there" },
    { "SKY_ENOCOLUMN", "no building of that type to build on" },
    { "SKY_ENOROOM", "the building has no room for that die" },
    { "SKY_EBLANK", "a blank face cannot be built" },
    { "SKY_ESOLO", "not part of the solo game" },
    { "SKY_ECOLOR", "unknown pyramid colour" },
    { "SKY_ESIZE", "pyramid size must be 1 to 3" },
    { "SKY_ENOPYRAMID", "the pile holds no such pyramid, or it is already used" },
    { "SKY_ESUPPLY", "more pyramids than the supply holds" },
};

static const struct status_text *status_lookup(int status)
{
    if (status > 0 || status < SKY_STATUS_MIN)
        return NULL;
    return &statuses[-status];
}

const char *sky_strerror(int status)
{
    const struct status_text *t = status_lookup(status);
    return t ? t->sentence : "unknown status code";
}

const char *sky_status_name(int status)
{
    const struct status_text *t = status_lookup(status);
    return t ? t->name : "SKY_E?";
}
