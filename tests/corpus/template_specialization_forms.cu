// Specialization forms of library-style code: explicit specializations of a function template
// written without their arguments (deduced from the return and parameter types), of a member
// function template of a class template's instance, partial specializations of a member
// class template inside a class template, and a static constant computed by std::min.
#include <algorithm>
#include <cstdint>
#include <cstdio>

template <typename T> __host__ __device__ T from_float(float a);
template <> __host__ __device__ float from_float(float a) { return a; }
template <> __host__ __device__ int from_float(float a) { return (int)(a * 10); }

template <class State> struct Generator {
    State x;
    template <class R> __host__ __device__ R next();
};
template <> template <> __host__ __device__ uint32_t Generator<uint32_t>::next<uint32_t>()
{
    return x += 3;
}
template <> template <> __host__ __device__ float Generator<uint32_t>::next<float>()
{
    return next<uint32_t>() * 0.5f;
}

template <typename T, int Items> class Loader {
    template <int Policy, int Dummy> struct Internal { typedef char Storage; };
    template <int Dummy> struct Internal<0, Dummy> { typedef T Storage; };
    typedef typename Internal<0, 0>::Storage Direct;
    typedef typename Internal<1, 0>::Storage Other;

public:
    struct TempStorage {
        Direct items[Items];
        Other tag;
    };
};

template <int N> struct Traits {
    static constexpr int kExchange = std::min(N * 4, 64);
    static constexpr int kRounds = N * 4 / kExchange;
};

template <typename T, class G, class K> __global__ void kernel(T *out, float *rand_out)
{
    __shared__ typename Loader<T, 4>::TempStorage storage;
    storage.items[threadIdx.x] = from_float<T>(4.5f) + threadIdx.x;
    storage.tag = 'x';
    __syncthreads();
    out[threadIdx.x] = storage.items[3 - threadIdx.x];
    if (threadIdx.x == 0) {
        G g{1};
        rand_out[0] = (float)g.template next<uint32_t>();
        rand_out[1] = g.template next<float>();
        rand_out[2] = K::kExchange;
        rand_out[3] = K::kRounds;
        rand_out[4] = sizeof(storage);
    }
}

int main()
{
    int *ints;
    float *floats, *rand_out;
    cudaMallocManaged(&ints, 4 * sizeof(int));
    cudaMallocManaged(&floats, 4 * sizeof(float));
    cudaMallocManaged(&rand_out, 5 * sizeof(float));
    kernel<int, Generator<uint32_t>, Traits<32>><<<1, 4>>>(ints, rand_out);
    cudaDeviceSynchronize();
    printf("ints %d %d %d %d\n", ints[0], ints[1], ints[2], ints[3]);
    printf("generator %g %g, exchange %g rounds %g, storage %g bytes\n", rand_out[0],
           rand_out[1], rand_out[2], rand_out[3], rand_out[4]);
    kernel<float, Generator<uint32_t>, Traits<8>><<<1, 4>>>(floats, rand_out);
    cudaDeviceSynchronize();
    printf("floats %g %g %g %g\n", floats[0], floats[1], floats[2], floats[3]);
    printf("exchange %g rounds %g, storage %g bytes\n", rand_out[2], rand_out[3], rand_out[4]);
    printf("host: %g %d\n", from_float<float>(1.25f), from_float<int>(1.25f));
    return 0;
}
