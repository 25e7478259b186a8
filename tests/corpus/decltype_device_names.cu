// decltype where device code's names meet: a class's member typedefs of its data members'
// expressions, kernel parameters typed from earlier ones, and host code naming device
// functions and functors where nothing runs (decltype, sizeof) to size its buffers.
#include <cstdio>

struct View {
    int* data;
    float scale;
    typedef decltype(*data) reference;
    using scaled = decltype(scale * 2.0);
    __device__ reference at(int i) const { return data[i]; }
    __device__ scaled twice() const { return scale * 2.0; }
};

__device__ long long widen(int x) { return 3000000000LL + x; }

struct Square {
    __device__ short operator()(short x) const { return x * x; }
};

template <class T, class F>
__global__ void map(const T* in, F f, decltype(f(*in))* out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = f(in[i]);
}

__global__ void bump(const int* in, decltype(*in + 1LL)* out) { *out = *in + 1LL; }

__global__ void use_view(View v, double* out) {
    v.at(1) += 10;
    *out = v.twice() + sizeof(View::scaled);
}

// A host wrapper that sizes its output by the functor's result type.
template <class T, class F>
void run_map(const T* in, F f, int n) {
    using R = decltype(f(*in));
    R* out;
    cudaMallocManaged(&out, n * sizeof(R));
    map<<<1, n>>>(in, f, out, n);
    cudaDeviceSynchronize();
    printf("result size %d:", (int)sizeof(R));
    for (int i = 0; i < n; i++) printf(" %d", (int)out[i]);
    printf("\n");
    cudaFree(out);
}

int main() {
    int* data;
    cudaMallocManaged(&data, 4 * sizeof(int));
    for (int i = 0; i < 4; i++) data[i] = i + 1;
    double* d;
    cudaMallocManaged(&d, sizeof(double));
    use_view<<<1, 1>>>(View{data, 1.25f}, d);
    cudaDeviceSynchronize();
    printf("view %d %.2f\n", data[1], *d);

    short* s;
    cudaMallocManaged(&s, 4 * sizeof(short));
    for (int i = 0; i < 4; i++) s[i] = (short)(i + 5);
    run_map(s, Square{}, 4);

    long long* wide;
    cudaMallocManaged(&wide, sizeof(long long));
    bump<<<1, 1>>>(data, wide);
    cudaDeviceSynchronize();
    decltype(widen(1)) w = *wide;
    printf("bump %lld, sizes %d %d\n", w, (int)sizeof(widen(0)), (int)sizeof(Square{}(1)));
    return 0;
}
