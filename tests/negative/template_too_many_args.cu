template <typename T, int N>
struct Array { T v[N]; };

__global__ void k(float *out)
{
    Array<float, 4, 2> a;
    out[0] = 0.0f;
}
