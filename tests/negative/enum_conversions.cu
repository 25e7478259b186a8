// No integer converts to an enumeration without a cast, nor one enumeration to another, and a
// scoped enumeration converts to nothing (nvcc 13.0 reports each, measured, with these
// messages and locations).
enum Color { Red, Green };
enum class Mode : short { Off, On };
__device__ Color colour_of(int v) { return v; }
__device__ int level(Mode m) { return m; }
__device__ Color global_colour;

__global__ void k(int *out, int v)
{
    Color c = 1;
    Color d = Red;
    d = v;
    d += 1;
    global_colour = 2;
    Mode m = 0;
    Color e = Mode::On;
    bool on = Mode::On;
    long wide = Mode::Off;
    Color fine = static_cast<Color>(v);
    Mode also = Mode(v);
    int sum = Red + Green;
    out[0] = c + d + e + on + wide + fine + (int)also + sum + colour_of(v) + level(Mode::On) + (int)m;
}
