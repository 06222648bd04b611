#include "textbuf.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <skyline/common.h>

void tb_init(struct textbuf *tb, char *buf, size_t cap)
{
    tb->buf = buf;
    tb->cap = buf ? cap : 0;
    tb->len = 0;
    if (tb->cap > 0)
        tb->buf[0] = '\0';
}

/* Copies what still fits, always leaving the buffer NUL-terminated. */
static void tb_append(struct textbuf *tb, const char *s, size_t n)
{
    if (tb->len + 1 < tb->cap) {
        size_t room = tb->cap - 1 - tb->len;
        size_t take = n < room ? n : room;
        memcpy(tb->buf + tb->len, s, take);
        tb->buf[tb->len + take] = '\0';
    }
    tb->len += n;
}

void tb_puts(struct textbuf *tb, const char *s)
{
    tb_append(tb, s, strlen(s));
}

void tb_putc(struct textbuf *tb, char c)
{
    tb_append(tb, &c, 1);
}

void tb_printf(struct textbuf *tb, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    int n;

    va_start(ap, fmt);
    n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    /* Formats here are short; longer strings go through tb_puts. */
    tb_append(tb, tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

int tb_finish(struct textbuf *tb)
{
    return tb->len > INT_MAX ? SKY_ERANGE : (int)tb->len;
}
