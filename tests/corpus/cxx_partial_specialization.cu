// corpus: partial specialization of class templates: traits, pointer and array patterns, the most specialized match, enable_if overloads
#include <cstdio>
#include <type_traits>
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };
template <class T> struct Kind { static const int value = 1; };
template <class T> struct Kind<T*> { static const int value = 2; };
template <class T> struct Kind<T**> { static const int value = 3; };
template <class T, int N> struct Kind<T[N]> { static const int value = 100 + N; };
template <class T> struct Depth { enum { value = 0 }; };
template <class T> struct Depth<T*> { enum { value = 1 + Depth<T>::value }; };
template <class T> struct Holder { T v; };
template <class T> struct Kind<Holder<T> > { static const int value = 4 + sizeof(T); };
template <class K, class V> struct Map { static const int value = 10; };
template <class V> struct Map<int, V> { static const int value = 20; };
template <class K> struct Map<K, float> { static const int value = 30; };
template <> struct Map<int, float> { static const int value = 40; };
template <class T> struct Strip { typedef T type; };
template <class T> struct Strip<T*> { typedef typename Strip<T>::type type; };
template <bool B, class T, class F> struct Pick { typedef T type; };
template <class T, class F> struct Pick<false, T, F> { typedef F type; };
template <class T> __device__ int twice(T x, typename std::enable_if<std::is_integral<T>::value, int>::type = 0) { return 2 * (int)x; }
template <class T> __device__ int twice(T x, typename std::enable_if<std::is_floating_point<T>::value, int>::type = 0) { return -2 * (int)x; }
__global__ void k(int* o) {
  o[0] = same<int, int>::value; o[1] = same<int, float>::value; o[2] = std::is_same<float, float>::value; o[3] = std::is_same<int, unsigned>::value;
  o[4] = Kind<int>::value; o[5] = Kind<int*>::value; o[6] = Kind<int**>::value; o[7] = Kind<char[5]>::value;
  o[8] = Depth<int***>::value; o[9] = Kind<Holder<double> >::value;
  o[10] = Map<char, char>::value; o[11] = Map<int, char>::value; o[12] = Map<char, float>::value; o[13] = Map<int, float>::value;
  Strip<int***>::type s = 7; o[14] = s + sizeof(Strip<double**>::type);
  Pick<(sizeof(int) > 2), short, double>::type p = 3; o[15] = sizeof(p);
  Pick<false, short, double>::type q = 3; o[16] = sizeof(q);
  o[17] = twice(21); o[18] = twice(4.0f);
  o[19] = std::is_pointer<int*>::value + 2 * std::is_pointer<int>::value;
  o[20] = std::is_const<int>::value;
}
int main() {
  int* o;
  cudaMallocManaged(&o, 21 * sizeof(int));
  k<<<1, 1>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < 21; i++) printf("%d ", o[i]);
  printf("\n");
  cudaFree(o);
  return 0;
}
