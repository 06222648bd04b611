/*
 * Reading game records: every game's text form is white-space separated
 * tokens with '#' comments, opened by "skyline GAME VERSION".  This is
 * the shared tokenizer; each game's *_text.c gives the tokens meaning.
 */
#ifndef SKYLINE_RECORD_H
#define SKYLINE_RECORD_H

#include <stddef.h>
#include <stdint.h>

struct record_reader {
    const char *text;
    size_t pos;         /* where scanning resumes */
    size_t tok;         /* offset of the current token (text length at the end) */
    size_t len;         /* its length; 0 at the end of the text */
};

void record_init(struct record_reader *r, const char *text);
/* Moves to the next token; r->len is 0 at the end of the text. */
void record_next(struct record_reader *r);
/* Non-zero if the current token is exactly `word`. */
int record_is(const struct record_reader *r, const char *word);
/* The next token must be `word`: SKY_OK or SKY_EPARSE. */
int record_expect(struct record_reader *r, const char *word);
/*
 * The next token as a decimal int (optionally negative; huge values
 * saturate so that range checks reject them): SKY_OK or SKY_EPARSE.
 */
int record_number(struct record_reader *r, int *out);
/*
 * The current token as a decimal number below 2^64 (a seed): SKY_OK or
 * SKY_EPARSE; *out is written only on success.
 */
int record_u64(const struct record_reader *r, uint64_t *out);
/*
 * "skyline GAME VERSION": SKY_EPARSE for other words, SKY_EVERSION for
 * another version number.
 */
int record_header(struct record_reader *r, const char *game, int version);

/*
 * A game's record format.  After "skyline GAME VERSION", `create` reads
 * the rest of the header and makes the game; `apply` then plays each
 * token in turn; `destroy` frees a game whose record failed.
 */
struct record_format {
    const char *game;
    int version;
    int (*create)(struct record_reader *r, void **game);
    int (*apply)(void *game, const char *token, size_t len);
    void (*destroy)(void *game);
};

/*
 * Reads a whole record: SKY_OK with the game in *out, or the failing
 * status with *out NULL and *error_offset (if not NULL) at the token
 * that failed.
 */
int record_read(const char *text, const struct record_format *format,
                void **out, size_t *error_offset);

/* Character classes that do not depend on the locale. */
int record_is_space(char c);
int record_is_digit(char c);

#endif /* SKYLINE_RECORD_H */
