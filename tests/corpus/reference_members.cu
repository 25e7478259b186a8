// Classes with reference members: bound by aggregate initialization, by constructors' member
// initializers and in static data; read and written through, copied with their class, as
// decltype sees them, and laid out as the ABI lays them out (an address each).
#include <cstdio>

struct Counter {
    int &count;
    __device__ void bump(int by) { count += by; }
};

struct Accumulate {
    float &sum;
    const float &scale;
    __device__ Accumulate(float &s, const float &k) : sum(s), scale(k) {}
    __device__ void operator()(float x) const { sum += x * scale; }
};

struct Point {
    int x, y;
    __device__ int norm1() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
};

template <class T> struct View {
    T &target;
    int offset;
    __device__ T &get() { return target; }
};

struct Nested {
    Counter counter;
    int tag;
};

struct ByConstRef {
    const int &value;
};

__device__ int table_size = 12;
struct Global {
    int &size;
    int extra;
};

__device__ int through_copy(Counter c) {
    c.bump(5);
    return c.count;
}

__device__ void for_each(const float *xs, int n, const Accumulate &f) {
    for (int i = 0; i < n; i++) f(xs[i]);
}

__global__ void kernel(int *out, float *fout) {
    int hits = 1;
    Counter c{hits};
    c.bump(2);
    c.count *= 10;
    out[0] = hits;
    out[1] = through_copy(c);
    out[2] = hits;

    float sum = 0.0f, scale = 0.5f;
    float xs[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    for_each(xs, 4, Accumulate(sum, scale));
    fout[0] = sum;

    Point p{3, -4};
    View<Point> v{p, 7};
    v.get().x = -6;
    out[3] = v.target.norm1() + v.offset * 100;
    out[4] = p.x;

    int arr[3] = {1, 2, 3};
    View<int[3]> av{arr, 0};
    av.target[1] = 20;
    out[5] = arr[0] + arr[1] + arr[2];

    int tagged = 4;
    Nested n{{tagged}, 9};
    n.counter.bump(n.tag);
    out[6] = tagged;

    ByConstRef b{41 + 1};
    out[7] = b.value;

    decltype(c.count) alias = hits;
    alias = 77;
    out[8] = hits;

    static Global global_view = {table_size, 3};
    global_view.size += global_view.extra;
    out[9] = table_size;

    out[10] = sizeof(Counter) * 100 + alignof(Counter) * 10 + sizeof(View<char>) / 8;
}

int main() {
    int *out, h[11];
    float *fout, hf;
    cudaMalloc(&out, sizeof h);
    cudaMalloc(&fout, sizeof(float));
    kernel<<<1, 1>>>(out, fout);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hf, fout, sizeof(float), cudaMemcpyDeviceToHost);
    printf("counter %d, through a copy %d, after %d\n", h[0], h[1], h[2]);
    printf("accumulated %g\n", hf);
    printf("view %d, point.x %d, array %d\n", h[3], h[4], h[5]);
    printf("nested %d, const ref to a temporary %d, decltype alias %d, global %d\n", h[6], h[7],
           h[8], h[9]);
    printf("layout %d (host %zu %zu)\n", h[10], sizeof(Counter), alignof(Counter));
    return 0;
}
