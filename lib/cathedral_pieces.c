/*
 * Cathedral's pieces as plain data: sizes, orientations, shapes (from
 * the generated table) and names (CA-2..CA-4).
 */
#include <string.h>

#include "cathedral_internal.h"

static const char *const piece_names[SKY_CATHEDRAL_PIECES] = {
    "tavern", "stable", "inn", "bridge", "square", "manor", "abbey",
    "infirmary", "castle", "tower", "academy", "people"
};

/*
 * CA-4: the landmark each building stands for, by color, kind and copy
 * (the second copy of a paired kind is the second name).
 */
static const char *const landmarks[2][SKY_CATHEDRAL_PEOPLE][2] = {
    {   /* bright */
        { "Statue of Liberty", "Christo Redentor" },
        { "La Tour Eiffel", "Tower of Pisa" },
        { "Temple of Inscriptions", "Aqu Mosque" },
        { "Big Ben", NULL },
        { "Giza Pyramid", NULL },
        { "Shwezigon Pagoda", NULL },
        { "San Bernardo Convent", NULL },
        { "Neuschwanstein Castle", NULL },
        { "St. Basil's Basilica", NULL },
        { "Al Deir", NULL },
        { "La Sagrada Familia", NULL },
    },
    {   /* brown */
        { "CN Tower", "Sky Tower" },
        { "Odawara Temple", "Petronas Tower" },
        { "Moai Statues", "Stave Church" },
        { "Parthenon", NULL },
        { "Taj Mahal", NULL },
        { "Budapest Parliament", NULL },
        { "Angkor Wat", NULL },
        { "Lalibela", NULL },
        { "Sydney Opera House", NULL },
        { "Djenn\xc3\xa9 Mosque", NULL },   /* UTF-8 e with acute accent */
        { "Sacsahuaman Fortress", NULL },
    },
};

int sky_cathedral_piece_squares(int piece)
{
    return ca_valid_piece(piece) ? ca_piece_squares[piece] : SKY_ENOPIECE;
}

int sky_cathedral_orientations(int piece)
{
    return ca_valid_piece(piece) ? ca_orient_count[piece] : SKY_ENOPIECE;
}

int sky_cathedral_shape(int color, int piece, int rotation, int xs[6], int ys[6])
{
    const struct ca_orient *o;
    int i;

    if (!xs || !ys)
        return SKY_EINVAL;
    if (color < SKY_CATHEDRAL_BRIGHT || color > SKY_CATHEDRAL_NEUTRAL)
        return SKY_ERANGE;
    if (!ca_valid_piece(piece) || (color == SKY_CATHEDRAL_NEUTRAL && piece != SKY_CATHEDRAL_PEOPLE))
        return SKY_ENOPIECE;
    if (rotation < 0 || rotation >= SKY_CATHEDRAL_ROTATIONS)
        return SKY_EROTATION;
    o = &ca_orients[ca_orientation(color, piece, rotation)];
    for (i = 0; i < o->squares; i++) {
        xs[i] = o->offset[i] % SKY_CATHEDRAL_SIZE;
        ys[i] = o->offset[i] / SKY_CATHEDRAL_SIZE;
    }
    return o->squares;
}

const char *sky_cathedral_piece_name(int piece)
{
    return ca_valid_piece(piece) ? piece_names[piece] : NULL;
}

int sky_cathedral_piece_from_name(const char *name)
{
    int piece;

    if (!name)
        return SKY_EINVAL;
    for (piece = 0; piece < SKY_CATHEDRAL_PIECES; piece++)
        if (strcmp(name, piece_names[piece]) == 0)
            return piece;
    return SKY_ENOPIECE;
}

const char *sky_cathedral_landmark_name(int color, int piece, int copy)
{
    if (!ca_valid_piece(piece) || copy < 0 || copy > 1)
        return NULL;
    if (color < SKY_CATHEDRAL_BRIGHT || color > SKY_CATHEDRAL_NEUTRAL)
        return NULL;
    /* The People are nobody's and have no landmark name. */
    if (piece == SKY_CATHEDRAL_PEOPLE)
        return copy == 0 ? piece_names[piece] : NULL;
    if (color == SKY_CATHEDRAL_NEUTRAL)
        return NULL;
    return landmarks[color][piece][copy];
}
