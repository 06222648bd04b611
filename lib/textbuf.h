/*
 * An snprintf-style output buffer: writes what fits, counts everything,
 * so every write/render call can return the length it needs.
 */
#ifndef SKYLINE_TEXTBUF_H
#define SKYLINE_TEXTBUF_H

#include <stddef.h>

struct textbuf {
    char *buf;
    size_t cap;
    size_t len;     /* length of the whole text, even past cap */
};

void tb_init(struct textbuf *tb, char *buf, size_t cap);
void tb_puts(struct textbuf *tb, const char *s);
void tb_putc(struct textbuf *tb, char c);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void tb_printf(struct textbuf *tb, const char *fmt, ...);
/* The length for the caller, or SKY_ERANGE past INT_MAX. */
int tb_finish(struct textbuf *tb);

#endif /* SKYLINE_TEXTBUF_H */
