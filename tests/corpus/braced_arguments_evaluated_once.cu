// corpus: a braced list given as an argument is evaluated once, whatever the parameter makes
// of it: a class object by its constructor or as an aggregate, an initializer_list (deduced
// or not), a constructor's argument, an object made by new, a lambda's parameter, or the
// object a declaration initializes from a parenthesized list (`Pair p({a, b})`, through its
// copy constructor, an aggregate's too)
#include <cstdio>
#include <initializer_list>

struct Single { int v; __host__ __device__ Single(int x) : v(x) {} };
struct Pair { int a, b; __host__ __device__ Pair(int x, int y) : a(x), b(y) {} };
struct Plain { int a, b; };
struct Summed {
    int n, s;
    __host__ __device__ Summed(std::initializer_list<int> l) : n((int)l.size()), s(0) {
        for (int x : l) s = s * 10 + x;
    }
};
struct Holder { Single s; int z; __host__ __device__ Holder(Single a, int b) : s(a), z(b) {} };

__host__ __device__ int by_value(Single s) { return s.v; }
__host__ __device__ int by_reference(const Single& s) { return s.v; }
__host__ __device__ int pair(Pair p) { return p.a * 10 + p.b; }
__host__ __device__ int plain(Plain p) { return p.a * 10 + p.b; }
__host__ __device__ int listed(std::initializer_list<int> l) {
    int s = 0;
    for (int x : l) s = s * 10 + x;
    return s;
}
template <class T>
__host__ __device__ int deduced(std::initializer_list<T> l) { return (int)l.size() * 100 + *l.begin(); }
__host__ __device__ int scalar(int x) { return x; }

__host__ __device__ void run(int* out) {
    int i = 0, j = 0;
    out[j++] = by_value({++i});
    out[j++] = by_reference({++i});
    out[j++] = pair({++i, ++i});
    out[j++] = plain({++i, ++i});
    out[j++] = listed({++i, ++i});
    out[j++] = deduced({++i, ++i});
    Holder h({++i}, 0);
    out[j++] = h.s.v;
    Holder braced{{++i}, 0};
    out[j++] = braced.s.v;
    Summed s({++i});
    out[j++] = s.s;
    Summed* made = new Summed({++i, ++i});
    out[j++] = made->s;
    delete made;
    out[j++] = scalar({++i});
    auto lambda = [](Single s) { return s.v; };
    out[j++] = lambda({++i});
    Pair parenthesized({i++, i++});
    out[j++] = parenthesized.a * 100 + parenthesized.b;
    Plain aggregate({i++, i++});
    out[j++] = aggregate.a * 100 + aggregate.b;
    out[j++] = i;
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 15 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[15];
    run(host);
    for (int k = 0; k < 15; ++k) printf("%d%s", out[k], k == 14 ? "\n" : " ");
    for (int k = 0; k < 15; ++k) printf("%d%s", host[k], k == 14 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
