/*
 * Runs a fuzz target over files, without a fuzzing engine: the corpus
 * replay that `make check` does.  Usage: replay FILE-OR-DIRECTORY...
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t size = 0, cap = 0, got;

    if (!f) {
        perror(path);
        return 1;
    }
    do {
        if (size == cap) {
            unsigned char *bigger = realloc(buf, cap = cap ? 2 * cap : 4096);
            if (!bigger) {
                free(buf);
                fclose(f);
                return 1;
            }
            buf = bigger;
        }
        got = fread(buf + size, 1, cap - size, f);
        size += got;
    } while (got > 0);
    fclose(f);
    LLVMFuzzerTestOneInput(buf, size);
    free(buf);
    return 0;
}

static int run_path(const char *path, int *files)
{
    struct stat st;
    DIR *dir;
    struct dirent *e;
    char child[4096];
    int failed = 0;

    if (stat(path, &st) != 0) {
        perror(path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
        ++*files;
        return run_file(path);
    }
    dir = opendir(path);
    if (!dir) {
        perror(path);
        return 1;
    }
    while ((e = readdir(dir)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        snprintf(child, sizeof child, "%s/%s", path, e->d_name);
        failed |= run_path(child, files);
    }
    closedir(dir);
    return failed;
}

int main(int argc, char **argv)
{
    int i, failed = 0, files = 0;

    for (i = 1; i < argc; i++)
        failed |= run_path(argv[i], &files);
    printf("replayed %d inputs\n", files);
    return failed || files == 0;
}
