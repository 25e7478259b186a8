// corpus: a const object reached through a pointer to const (`p->g()`, `(*p)[i]`, a parameter, a member, a cast, a call's result, `auto q = static_cast<const S*>(...)`), a const data member, a member of a const object, an element of a const array, or the `this` a lambda captures in a const member function, takes the const overloads of member functions, operators and copy constructors and assignments (a constructor template where the copy constructor takes `R&`)
#include <cstdio>

struct S {
    int v = 1;
    __host__ __device__ int g() { return 5; }
    __host__ __device__ int g() const { return 6; }
    __host__ __device__ int& operator[](int) { return v; }
    __host__ __device__ int operator[](int) const { return 7; }
    __host__ __device__ const S* self() const { return this; }
    __host__ __device__ int via_lambda() const
    {
        auto by_pointer = [this] { return g(); };
        auto by_default = [=] { return g(); };
        auto by_copy = [*this]() mutable { return g(); };
        return by_pointer() * 100 + by_default() * 10 + by_copy();
    }
};
__host__ __device__ int operator+(S&, int) { return 10; }
__host__ __device__ int operator+(const S&, int) { return 20; }

struct Holder {
    const S s;
    const S* p;
};

struct R {
    int how = 0;
    __host__ __device__ R() {}
    __host__ __device__ R(R&) : how(1) {}
    __host__ __device__ R(const R&) : how(2) {}
    __host__ __device__ R& operator=(R&) { how = 3; return *this; }
    __host__ __device__ R& operator=(const R&) { how = 4; return *this; }
};

struct Templated {
    int how = 0;
    __host__ __device__ Templated() {}
    __host__ __device__ Templated(Templated&) : how(2) {}
    template <class T> __host__ __device__ Templated(const T&) : how(3) {}
};

__host__ __device__ const S* pass(const S* p) { return p; }
__host__ __device__ int through_parameter(const S* q) { return q->g(); }

__host__ __device__ void run(long long* out)
{
    S s;
    const S* p = &s;
    const S arr[2];
    Holder h{S(), &s};
    const Holder ch{S(), &s};
    out[0] = p->g() * 100 + (*p).g() * 10 + through_parameter(&s);
    out[1] = (*p)[0] * 10 + s[0];
    out[2] = h.s.g() * 1000 + h.p->g() * 100 + arr[0].g() * 10 + (arr + 1)->g();
    out[3] = ch.s.g() * 100 + pass(&s)->g() * 10 + static_cast<const S*>(&s)->g();
    auto q = static_cast<const S*>(&s);
    out[4] = q->g() * 10 + s.self()->g();
    out[5] = (*p + 1) * 100 + (h.s + 1) + (s + 1) * 10000;
    out[6] = s.via_lambda();
    const R cr;
    const R* rp = &cr;
    const R rs[1];
    R a = *rp, b = rs[0];
    R c;
    c = *rp;
    out[7] = a.how * 100 + b.how * 10 + c.how;
    s[0] = 9;
    out[8] = s.v;
    const Templated ct;
    Templated t1 = ct, t2(ct);
    Templated mutable_source;
    Templated t3 = mutable_source;
    out[9] = t1.how * 100 + t2.how * 10 + t3.how;
}

__global__ void kernel(long long* out) { run(out); }

int main()
{
    const int n = 10;
    long long* d;
    cudaMalloc(&d, n * sizeof(long long));
    kernel<<<1, 1>>>(d);
    long long dev[n], host[n];
    cudaMemcpy(dev, d, sizeof dev, cudaMemcpyDeviceToHost);
    run(host);
    for (int i = 0; i < n; ++i) printf("%d: device %lld host %lld\n", i, dev[i], host[i]);
    cudaFree(d);
    return 0;
}
