template <int N>
struct Tile { float v[N]; };

__global__ void k(float *out, int n)
{
    Tile<n> t;
    out[0] = 1.0f;
}
