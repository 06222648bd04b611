/*
 * libskyline: the umbrella header.  Include this, or only the headers of
 * the games you use.  See libskyline(3).
 */
#ifndef SKYLINE_SKYLINE_H
#define SKYLINE_SKYLINE_H

#include <skyline/common.h>
#include <skyline/game.h>
#include <skyline/cityscape.h>
#include <skyline/highrise.h>
#include <skyline/sprawl.h>
#include <skyline/skyscrapers.h>
#include <skyline/cathedral.h>

#endif /* SKYLINE_SKYLINE_H */
