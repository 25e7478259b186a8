enum class Color { red, green };

// Direct initialization converts as copy initialization does, but for explicit conversion
// functions: a scoped enumeration does not become an int.
__global__ void k(int *out)
{
    int n(Color::green);
    out[0] = n;
}
