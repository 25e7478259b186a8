// Every static_assert the device side reaches is checked: at namespace scope, in a class
// template when it is instantiated, and in a function body (with its constant locals).
struct Pair { float x, y; };
static_assert(sizeof(Pair) == 8, "two floats");
static_assert(sizeof(Pair) == 12, "three floats");

template <int N> struct Tile {
    static_assert(N % 32 == 0, "a tile is whole warps");
    float v[N];
};

__global__ void k(float *out)
{
    const int lanes = 48;
    static_assert(lanes <= 1024);
    static_assert(lanes % 32 == 0);
    Tile<lanes> t;
    t.v[0] = out[0];
    out[1] = t.v[0];
}
