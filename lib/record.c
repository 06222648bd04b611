/*
 * The shared record tokenizer (see record.h).
 */
#include <limits.h>
#include <string.h>

#include <skyline/common.h>

#include "record.h"

int record_is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

int record_is_digit(char c)
{
    return c >= '0' && c <= '9';
}

void record_init(struct record_reader *r, const char *text)
{
    r->text = text;
    r->pos = r->tok = r->len = 0;
}

void record_next(struct record_reader *r)
{
    const char *t = r->text;
    size_t p = r->pos;

    for (;;) {
        while (record_is_space(t[p]))
            p++;
        if (t[p] != '#')
            break;
        while (t[p] != '\0' && t[p] != '\n')
            p++;
    }
    r->tok = p;
    while (t[p] != '\0' && !record_is_space(t[p]) && t[p] != '#')
        p++;
    r->len = p - r->tok;
    r->pos = p;
}

int record_is(const struct record_reader *r, const char *word)
{
    return r->len == strlen(word) && memcmp(r->text + r->tok, word, r->len) == 0;
}

int record_expect(struct record_reader *r, const char *word)
{
    record_next(r);
    return record_is(r, word) ? SKY_OK : SKY_EPARSE;
}

int record_number(struct record_reader *r, int *out)
{
    const char *s;
    size_t i;
    int value = 0, negative;

    record_next(r);
    s = r->text + r->tok;
    negative = r->len > 0 && s[0] == '-';
    i = negative ? 1 : 0;
    if (i == r->len)
        return SKY_EPARSE;
    for (; i < r->len; i++) {
        int digit = s[i] - '0';

        if (!record_is_digit(s[i]))
            return SKY_EPARSE;
        value = value > (INT_MAX - digit) / 10 ? INT_MAX : value * 10 + digit;
    }
    *out = negative ? -value : value;
    return SKY_OK;
}

int record_u64(const struct record_reader *r, uint64_t *out)
{
    const char *s = r->text + r->tok;
    uint64_t value = 0;
    size_t i;

    if (r->len == 0)
        return SKY_EPARSE;
    for (i = 0; i < r->len; i++) {
        uint64_t digit = (uint64_t)(s[i] - '0');

        if (!record_is_digit(s[i]) || value > (UINT64_MAX - digit) / 10)
            return SKY_EPARSE;
        value = value * 10 + digit;
    }
    *out = value;
    return SKY_OK;
}

int record_header(struct record_reader *r, const char *game, int version)
{
    int found, rc;

    if (record_expect(r, "skyline") < 0 || record_expect(r, game) < 0)
        return SKY_EPARSE;
    rc = record_number(r, &found);
    if (rc < 0)
        return rc;
    return found == version ? SKY_OK : SKY_EVERSION;
}

int record_read(const char *text, const struct record_format *format,
                void **out, size_t *error_offset)
{
    struct record_reader r;
    void *game = NULL;
    int rc;

    if (!out)
        return SKY_EINVAL;
    *out = NULL;
    if (!text)
        return SKY_EINVAL;
    record_init(&r, text);
    rc = record_header(&r, format->game, format->version);
    if (rc == SKY_OK)
        rc = format->create(&r, &game);
    while (rc == SKY_OK) {
        record_next(&r);
        if (r.len == 0)
            break;
        rc = format->apply(game, r.text + r.tok, r.len);
    }
    if (rc < 0) {
        if (game)
            format->destroy(game);
        if (error_offset)
            *error_offset = r.tok;
        return rc;
    }
    *out = game;
    return SKY_OK;
}
