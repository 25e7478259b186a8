// Idioms of expression-template matrix libraries in device code: a conversion to the nearest
// base class wins overload resolution, `using Base::operator=` with the base's operators
// defined outside it, partial specializations that leave defaulted arguments out and are
// ordered by what they write, `sizeof(test<T>(0))` detection, an enumerator `size` beside a
// namespace function `size`, references named through traits (`typename R::type r(x)`),
// `result_of<F(Args...)>`, an out-of-class member template using a member template, a
// forward declaration whose parameters are named differently from the definition's, default
// arguments naming the class's enumerators, a literal `0` pointer argument beside a
// conditional one, a `const` object bound through a member typedef naming a `const` type, a
// member template's default naming the class's typedef, a specialization that leaves an
// argument to its default beside one whose parameter takes anything there, and
// `numeric_limits` of a class type in an enumeration.
#include <cstdio>
#include <limits>

namespace la {
template <class T> int size(const T &) { return 0; }
struct yes { char c[1]; };
struct no { char c[2]; };

template <class D> struct Base0 {};
template <class D> struct Base1 : Base0<D> {};
struct Leaf : Base1<Leaf> { float v; };
template <class D> __device__ int pick(const Base0<D> &) { return 0; }
template <class D> __device__ int pick(const Base1<D> &) { return 1; }

template <class D> struct Dense {
    template <class O> __device__ D &operator=(const Dense<O> &o);
    template <class O> struct sum_type { typedef float type; };
    template <class O> __device__ typename sum_type<O>::type plus(const Dense<O> &o) const;
};
template <class D> template <class O> __device__ D &Dense<D>::operator=(const Dense<O> &o)
{
    static_cast<D *>(this)->v = static_cast<const O &>(o).v * 10;
    return *static_cast<D *>(this);
}
template <class D> template <class O>
__device__ typename Dense<D>::template sum_type<O>::type Dense<D>::plus(const Dense<O> &o) const
{
    return typename sum_type<O>::type(static_cast<const D *>(this)->v + static_cast<const O &>(o).v);
}
template <class D, int Access> struct MapBase;
template <class D> struct MapBase<D, 0> : Dense<D> { typedef Dense<D> Base; using Base::operator=; };
template <class D> struct MapBase<D, 1> : MapBase<D, 0> {
    typedef MapBase<D, 0> ReadOnly;
    using ReadOnly::Base::operator=;
};
struct Vec : Dense<Vec> { float v; };

// Declared with one parameter name, defined with another.
template <class Matrix, int Options = 1> class View;
template <class Plain, int Options> class View : public MapBase<View<Plain, Options>, 1> {
  public:
    float v;
    using MapBase<View<Plain, Options>, 1>::operator=;
    __device__ explicit View(float x) : v(x + Plain::bias) {}
};
struct PlainF { static constexpr float bias = 0.5f; };

template <class T> struct traits { typedef float Scalar; static const int tag = 3; };
template <class T, int Tag = traits<T>::tag, class S = typename traits<T>::Scalar> struct evaluator_for {
    static const int which = 0;
};
template <class L, int Tag> struct evaluator_for<View<L, 1>, Tag> { static const int which = 1; };
template <class L, int Options, int Tag> struct evaluator_for<View<L, Options>, Tag> { static const int which = 2; };

template <class T> struct has_scalar {
    template <class C> static yes test(C const *, typename C::Scalar const * = 0);
    template <class C> static no test(...);
    enum { value = sizeof(test<T>(static_cast<T *>(0))) == sizeof(yes) };
};
struct WithScalar { typedef float Scalar; };

template <class T, int N> struct packet { typedef T type[N]; };
template <class T, int R> struct fixed {
    enum { size = R * 2 };
    typedef typename packet<T, size>::type storage;
    enum { bytes = sizeof(storage) };
};

template <bool C, class T, class E> struct conditional { typedef T type; };
template <class T, class E> struct conditional<false, T, E> { typedef E type; };
template <class T> struct ref_selector { typedef typename conditional<true, T const &, const T>::type type; };

template <class T> T make();
template <class X> struct Inverse;
template <class T> struct result_of;
template <class F, class... A> struct result_of<F(A...)> {
    typedef decltype(F()(make<A>()...)) type;
    static const int arity = sizeof...(A);
};
struct Mul { __device__ float operator()(float &a, float &b) const { return a * b; } };

template <int Index> struct Diagonal {
    enum { DiagIndex = Index };
    int index;
    __device__ explicit Diagonal(int a = DiagIndex * 2) : index(a) {}
};
struct Storage { const float *data; long rows; __device__ Storage(const float *d, long r, long c) : data(d), rows(r * c) {} };
template <int Rows> struct RefBase : Storage {
    __device__ RefBase() : Storage(0, Rows == -1 ? 0 : Rows, 2) {}
};
template <class Matrix> struct SelfAdjoint {
    typedef Matrix MatrixType;
    MatrixType &m;
    __device__ explicit SelfAdjoint(MatrixType &x) : m(x) {}
};
template <class T> struct Reducer {
    typedef float Scalar;
    template <template <typename Out, typename In> class F, typename R = Scalar> struct ReturnType { typedef F<R, Scalar> Type; };
};
template <typename R, typename S> struct member_sum { typedef R result; };
struct Dense2Dense {};
template <class Dst, class Src, class Kind, class Weak = void> struct Assign { static const int which = 0; };
template <class Dst, class Src, class Weak> struct Assign<Dst, Src, Dense2Dense, Weak> { static const int which = 1; };
template <class Dst, class X> struct Assign<Dst, Inverse<X>, Dense2Dense> { static const int which = 2; };

template <class T> struct num_traits {
    enum { is_integer = std::numeric_limits<T>::is_integer, add_cost = 1, mul_cost = add_cost + 2 };
};
}

__global__ void kernel(float *out)
{
    la::Leaf leaf;
    out[0] = pick(leaf);
    la::Vec a;
    a.v = 1.5f;
    la::View<la::PlainF> view(2.0f);
    out[1] = view.v;
    view = a;
    out[2] = view.v;
    out[3] = view.plus(a);
    out[4] = la::evaluator_for<la::View<la::PlainF, 1>>::which * 10 + la::evaluator_for<la::View<la::PlainF, 2>>::which +
             100 * la::evaluator_for<int>::which;
    out[5] = la::has_scalar<la::WithScalar>::value * 10 + la::has_scalar<la::Vec>::value;
    out[6] = la::fixed<short, 3>::bytes;
    typename la::ref_selector<la::Vec>::type alias(a);
    a.v = 7.0f;
    out[7] = alias.v;
    typename la::result_of<la::Mul(float &, float &)>::type product = 2.5f;
    out[8] = product * la::result_of<la::Mul(float &, float &)>::arity;
    la::Diagonal<3> diag;
    la::RefBase<4> ref;
    const la::Vec cv = a;
    la::SelfAdjoint<const la::Vec> adjoint(cv);
    typename la::Reducer<int>::template ReturnType<la::member_sum>::Type::result half = 0.5f;
    out[9] = diag.index * 100 + (ref.data == 0) * 10 + ref.rows;
    out[10] = adjoint.m.v + half;
    out[11] = la::Assign<int, la::Inverse<int>, la::Dense2Dense>::which * 100 + la::Assign<int, int, la::Dense2Dense>::which * 10 +
              la::Assign<int, int, int>::which;
    out[12] = la::num_traits<la::Vec>::is_integer * 10 + la::num_traits<la::Vec>::mul_cost;
}

int main()
{
    float *d, h[13];
    cudaMalloc(&d, sizeof h);
    kernel<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 13; i++) printf("%g ", h[i]);
    printf("\n");
    cudaFree(d);
    return 0;
}
