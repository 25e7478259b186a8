// corpus: The device random-number API over its three generators: raw words, uniforms of both
// precisions, skipping, Poisson counts (Knuth's method, rejection and the normal
// approximation) and normals, for several seeds, subsequences and offsets.
#include <cstdio>
#include <curand_kernel.h>

template <class State>
__device__ void draw(const char* name, State* st)
{
    unsigned int a = curand(st), b = curand(st), c = curand(st);
    printf("%s words %08x %08x %08x\n", name, a, b, c);
    float u = curand_uniform(st);
    double ud = curand_uniform_double(st);
    printf("%s uniform %08x %016llx\n", name, __float_as_uint(u), (unsigned long long)__double_as_longlong(ud));
    float n1 = curand_normal(st), n2 = curand_normal(st);
    double nd = curand_normal_double(st);
    float2 pair = curand_normal2(st);
    printf("%s normal %.3f %.3f %.6f %.3f %.3f\n", name, n1, n2, nd, pair.x, pair.y);
    float ln = curand_log_normal(st, 0.5f, 0.25f);
    printf("%s log-normal %.4f\n", name, ln);
    unsigned int p1 = curand_poisson(st, 3.5), p2 = curand_poisson(st, 100.0), p3 = curand_poisson(st, 5000.0);
    printf("%s poisson %u %u %u\n", name, p1, p2, p3);
}

__global__ void xorwow(unsigned long long seed, unsigned long long sub, unsigned long long off)
{
    curandState st;
    curand_init(seed, sub, off, &st);
    draw("xorwow", &st);
    skipahead(100000ull, &st);
    unsigned int x = curand(&st);
    skipahead_sequence(2ull, &st);
    printf("xorwow skipped %08x %08x\n", x, curand(&st));
}

__global__ void philox(unsigned long long seed, unsigned long long sub, unsigned long long off)
{
    curandStatePhilox4_32_10_t st;
    curand_init(seed, sub, off, &st);
    draw("philox", &st);
    uint4 q = curand4(&st);
    float4 u = curand_uniform4(&st);
    printf("philox four %08x %08x %08x %08x %.7f %.7f %.7f %.7f\n", q.x, q.y, q.z, q.w, u.x, u.y, u.z, u.w);
    skipahead(1001ull, &st);
    unsigned int x = curand(&st);
    skipahead_sequence(3ull, &st);
    printf("philox skipped %08x %08x\n", x, curand(&st));
}

__global__ void mrg(unsigned long long seed, unsigned long long sub, unsigned long long off)
{
    curandStateMRG32k3a st;
    curand_init(seed, sub, off, &st);
    draw("mrg32k3a", &st);
    skipahead(5000ull, &st);
    unsigned int x = curand(&st);
    skipahead_subsequence(1ull, &st);
    unsigned int y = curand(&st);
    skipahead_sequence(1ull, &st);
    printf("mrg32k3a skipped %08x %08x %08x\n", x, y, curand(&st));
}

int main()
{
    const unsigned long long cases[][3] = {
        {0, 0, 0}, {1234, 0, 0}, {1234, 3, 0}, {1234, 0, 17}, {0x0123456789abcdefull, 40000, 1ull << 35}};
    for (const auto& c : cases) {
        printf("seed %llu, subsequence %llu, offset %llu\n", c[0], c[1], c[2]);
        xorwow<<<1, 1>>>(c[0], c[1], c[2]);
        cudaDeviceSynchronize();
        philox<<<1, 1>>>(c[0], c[1], c[2]);
        cudaDeviceSynchronize();
        mrg<<<1, 1>>>(c[0], c[1], c[2]);
        cudaDeviceSynchronize();
    }
    printf("state sizes %zu %zu %zu\n", sizeof(curandState), sizeof(curandStatePhilox4_32_10_t),
           sizeof(curandStateMRG32k3a));
    return 0;
}
