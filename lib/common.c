/*
 * Version and status codes, and the options contract shared by every game.
 */
#include <string.h>

#include <skyline/common.h>

#include "handle.h"

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

/* Indexed by -status, from the one list in common.h. */
static const struct status_text statuses[] = {
#define STATUS_TEXT(name, value, sentence) { "SKY_" #name, sentence },
    SKY_STATUS_MAP(STATUS_TEXT)
#undef STATUS_TEXT
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

/* ---- the options contract (common.h) ------------------------------------- */

static int options_size_ok(size_t size)
{
    return size >= sizeof(size_t) && size <= SKY_OPTIONS_MAX_SIZE;
}

int options_init(void *options, size_t size, const void *defaults,
                 size_t known)
{
    if (!options || !options_size_ok(size))
        return SKY_EINVAL;
    memset(options, 0, size);
    memcpy(options, defaults, size < known ? size : known);
    memcpy(options, &size, sizeof size);
    return SKY_OK;
}

int options_read(const void *options, void *out, const void *defaults,
                 size_t known)
{
    const unsigned char *bytes = options;
    size_t size, i;

    memcpy(out, defaults, known);
    if (!options)
        return SKY_OK;
    memcpy(&size, options, sizeof size);
    if (!options_size_ok(size))
        return SKY_EINVAL;
    for (i = known; i < size; i++)
        if (bytes[i])
            return SKY_EOPTION;
    memcpy(out, options, size < known ? size : known);
    memcpy(out, &known, sizeof known);
    return SKY_OK;
}

/* The table above is indexed by -status: the list must be dense. */
typedef char status_list_is_dense[
    sizeof statuses / sizeof statuses[0] == (size_t)(1 - SKY_STATUS_MIN) ? 1 : -1];
