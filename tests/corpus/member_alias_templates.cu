// corpus: a class template's member alias templates named alone: as a member function
// template's return type, in a nested class template, and through a base
#include <cstdio>

struct Twice {
    __host__ __device__ float operator()(float x) const { return 2 * x; }
};
template <class T> struct identity_ { typedef T type; };

template <class F> struct Operator {
    template <class E> struct impl { typedef float type; };
    template <class E> using result_type = typename identity_<typename impl<E>::type>::type;
    template <class E> struct result { using type = result_type<E>; };
    template <class E> __host__ __device__ result_type<E> eval(E e) const { return F{}(e); }
};

template <class T> struct Base {
    template <class U> using pair_of = U[2];
};
struct Derived : Base<int> {
    pair_of<short> both;
    __host__ __device__ int sum() const { return both[0] + both[1]; }
};

__global__ void kernel(float *out) {
    Operator<Twice> op;
    Operator<Twice>::result<float>::type r = op.eval(1.5f);
    out[0] = r;
    out[1] = op.eval(2.0f);
    Derived d;
    d.both[0] = 3;
    d.both[1] = 4;
    out[2] = d.sum() + sizeof(d.both);
}

int main() {
    float *d, h[3];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("result %g, eval %g, through a base %g\n", h[0], h[1], h[2]);
    cudaFree(d);
    return 0;
}
